import { legalActions, type Action, type GameState } from '../../engine';
import { determinize, endTurnOwned } from './determinize';
import { evaluate } from './evaluate';
import { after } from './greedy';
import type { Bot } from './types';

export interface SearchOptions {
  /** Tree iterations per decision: the whole budget, so a budget gives the same move everywhere. */
  iterations: number;
  /** Exploration weight. */
  exploration?: number;
  /** Score difference (from the position after simply ending the turn) that counts as a sure win. */
  scale?: number;
}

interface Node {
  /** Null for an end of turn: its value is sampled from the parent's position. */
  state: GameState | null;
  actions: Action[];
  children: Node[];
  visits: number;
  reward: number;
}

const END_TURN: Action = { type: 'end-turn' };

function nodeOf(state: GameState | null): Node {
  return { state, actions: state && !state.winner ? legalActions(state) : [], children: [], visits: 0, reward: 0 };
}

/** The child to descend into: mean reward plus a PUCT-style bonus (square root only, exact in IEEE arithmetic). */
function select(node: Node, c: number): Node {
  const root = Math.sqrt(node.visits);
  let best = node.children[0];
  let bestScore = -Infinity;
  for (const ch of node.children) {
    const score = ch.reward / ch.visits + (c * root) / (1 + ch.visits);
    if (score > bestScore) {
      bestScore = score;
      best = ch;
    }
  }
  return best;
}

/**
 * Information-set Monte Carlo tree search over the bot's current turn, with a fixed
 * iteration budget. The tree holds the bot's own plays, which need nothing hidden; each
 * iteration walks it (UCT), adds one position, then ends the turn in a fresh sample of
 * what the seat cannot see (`determinize`: the AI's deck order, the engine's generator, an
 * enemy's hand order) and scores the result with `evaluate` against simply ending the turn.
 * So the move depends only on what the seat sees, the budget and the bot's generator.
 */
export function createSearchBot(o: SearchOptions): Bot {
  const c = o.exploration ?? 0.3;
  const scale = o.scale ?? 100;
  return (state, rng) => {
    const me = state.active;
    const root = nodeOf(determinize(state, me, rng));
    if (root.actions.length === 1) return root.actions[0];
    const base = evaluate(after(root.state!, END_TURN), me);
    const leaf = (s: GameState): number => {
      const t = s.winner ? s : endTurnOwned(determinize(s, me, rng));
      if (t.winner) return t.winner === me ? 1 : 0;
      const d = Math.max(-scale, Math.min(scale, evaluate(t, me) - base));
      return 0.5 + d / (2 * scale);
    };
    for (let it = 0; it < o.iterations; it++) {
      const path: Node[] = [root];
      let node = root;
      let at = root.state!;
      while (node.state && node.actions.length > 0 && node.children.length === node.actions.length) {
        node = select(node, c);
        path.push(node);
        if (node.state) at = node.state;
      }
      if (node.state && node.children.length < node.actions.length) {
        const action = node.actions[node.children.length];
        const child = nodeOf(action.type === 'end-turn' ? null : after(node.state, action));
        node.children.push(child);
        node = child;
        path.push(child);
        if (child.state) at = child.state;
      }
      const r = leaf(at);
      for (const n of path) {
        n.visits++;
        n.reward += r;
      }
    }
    let best = 0;
    for (let i = 1; i < root.children.length; i++) if (root.children[i].visits > root.children[best].visits) best = i;
    return root.actions[best];
  };
}
