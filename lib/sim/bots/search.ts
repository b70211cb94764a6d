import { apply, legalActions, type Action, type GameState, type PlayerId } from '../../engine';
import type { Rng } from '../rng';
import { evaluate } from './evaluate';
import type { Bot } from './types';

export interface SearchOptions {
  /** Playouts per decision: the whole budget, so a seed and a budget give the same move everywhere. */
  iterations: number;
  /** Turns a playout runs before the position is scored instead of played out. */
  rolloutTurns?: number;
  /** Exploration weight. */
  exploration?: number;
}

interface Node {
  state: GameState;
  actions: Action[];
  children: Array<Node | undefined>;
  visits: number;
  /** Sum of rewards, each from the point of view of the player who chose the move into this node. */
  reward: number;
}

function nodeOf(state: GameState): Node {
  return { state, actions: legalActions(state), children: [], visits: 0, reward: 0 };
}

function step(state: GameState, action: Action): GameState {
  const r = apply(state, action, { quiet: true });
  if (!r.ok) throw new Error(`engine refused its own legal action ${JSON.stringify(action)}: ${r.error.message}`);
  return r.state;
}

/** Reward in [0, 1] for `me`: a win or loss if the playout ended, else a clamped linear score. */
function rollout(state: GameState, me: PlayerId, rng: Rng, turns: number): number {
  let s = state;
  const stop = s.turn + turns;
  while (!s.winner && s.turn < stop) {
    const actions = legalActions(s);
    s = step(s, actions[rng.int(actions.length)]);
  }
  if (s.winner) return s.winner === me ? 1 : 0;
  const score = Math.max(-200, Math.min(200, evaluate(s, me)));
  return 0.5 + score / 400;
}

/** The child to descend into: value plus a PUCT-style bonus (square root only, exact in IEEE arithmetic). */
function select(node: Node, c: number): number {
  const root = Math.sqrt(node.visits);
  let best = 0;
  let bestScore = -Infinity;
  for (let i = 0; i < node.children.length; i++) {
    const ch = node.children[i]!;
    const score = ch.reward / ch.visits + (c * root) / (1 + ch.visits);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return best;
}

/** Monte Carlo tree search over the engine (UCT with random playouts), fixed iteration budget. */
export function createSearchBot(o: SearchOptions): Bot {
  const turns = o.rolloutTurns ?? 8;
  const c = o.exploration ?? 0.7;
  return (state, rng) => {
    const root = nodeOf(state);
    if (root.actions.length === 1) return root.actions[0];
    const me = state.active;
    for (let it = 0; it < o.iterations; it++) {
      const path: Node[] = [root];
      let node = root;
      while (!node.state.winner && node.children.length === node.actions.length && node.actions.length > 0) {
        node = node.children[select(node, c)]!;
        path.push(node);
      }
      if (!node.state.winner && node.children.length < node.actions.length) {
        const child = nodeOf(step(node.state, node.actions[node.children.length]));
        node.children.push(child);
        node = child;
        path.push(child);
      }
      const r = rollout(node.state, me, rng, turns);
      for (let i = 1; i < path.length; i++) {
        const mover = path[i - 1].state.active;
        path[i].visits++;
        path[i].reward += mover === me ? r : 1 - r;
      }
      root.visits++;
    }
    let best = 0;
    for (let i = 1; i < root.children.length; i++) if (root.children[i]!.visits > root.children[best]!.visits) best = i;
    return root.actions[best];
  };
}
