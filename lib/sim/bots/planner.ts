import { legalActions, type Action, type GameState, type PlayerId } from '../../engine';
import { runAssault } from '../../engine/attack';
import { activationOrder, cloneState } from '../../engine/state';
import { createRng, type Rng } from '../rng';
import { determinize } from './determinize';
import { evaluate } from './evaluate';
import { after } from './greedy';
import type { Bot } from './types';

export interface PlannerOptions {
  /** Sampled worlds (hidden order, engine generator) each plan's end of turn is played in. */
  samples: number;
  /** Most positions reached within the turn that are considered. */
  maxPlans: number;
  /** Positions (best after the bot's own Assault) whose end of turn is played in every sampled world. */
  shortlist: number;
  /** Score difference that counts as a sure win (as in the search bot, whose choices it copies). */
  scale?: number;
}

const END_TURN: Action = { type: 'end-turn' };

interface Plan {
  /** The plan this one extends by `action` (-1 for the root). */
  parent: number;
  action: Action;
  /** What the seat sees after `action`. */
  key: string;
  state: GameState;
  /** Score after the seat's own Assault, before the enemy replies. */
  quick: number;
  expanded: boolean;
}

/** What the seat sees of a position within its own turn: equal keys, equal futures. */
function keyOf(s: GameState, me: PlayerId): string {
  const p = s.players[me]!;
  let key = `${s.turn}${me}${s.mana}|${p.kind === 'person' ? p.hand.join(',') : ''}|${p.kind === 'person' ? p.champion?.state : ''}|${s.winner}`;
  for (const line in s.lines) {
    const sides = s.lines[line];
    for (const side in sides) {
      key += `|${line}${side}`;
      for (const c of sides[side as PlayerId]!) key += `:${c.card}.${c.host}.${c.damage}.${c.protectionUsed ? 1 : 0}`;
    }
  }
  return key;
}

/** The position after the seat's own Assault, before the enemy replies: nothing hidden is read but the sampled world's. */
function afterAssault(s: GameState, me: PlayerId): GameState {
  const copy = cloneState(s);
  runAssault({ s: copy, events: null }, me, activationOrder(copy, me));
  return copy;
}

function quickScore(s: GameState, me: PlayerId): number {
  return s.winner ? evaluate(s, me) : evaluate(afterAssault(s, me), me);
}

/**
 * Distinct positions the seat can reach this turn, best first: the most promising position
 * (by its score after the seat's own Assault) is expanded next, until `max` are known.
 */
export function reachable(root: GameState, me: PlayerId, max: number): Plan[] {
  const seen = new Set<string>([keyOf(root, me)]);
  const plans: Plan[] = [{ parent: -1, action: END_TURN, key: '', state: root, quick: quickScore(root, me), expanded: false }];
  while (plans.length < max) {
    let at = -1;
    for (let i = 0; i < plans.length; i++) {
      const p = plans[i];
      if (!p.expanded && !p.state.winner && (at < 0 || p.quick > plans[at].quick)) at = i;
    }
    if (at < 0) break;
    const from = plans[at];
    from.expanded = true;
    for (const a of legalActions(from.state)) {
      if (a.type === 'end-turn') continue;
      // An Incantation on one's own Creature only ever helps the enemy.
      if (a.type === 'play' && 'target' in a && a.target.player === me) continue;
      const next = after(from.state, a);
      const key = keyOf(next, me);
      if (seen.has(key)) continue;
      seen.add(key);
      plans.push({ parent: at, action: a, key, state: next, quick: quickScore(next, me), expanded: false });
      if (plans.length >= max) break;
    }
  }
  return plans;
}

/** The actions from the root to plan `i`, and what the seat sees after each. */
function pathTo(plans: Plan[], i: number): { actions: Action[]; keys: string[] } {
  const actions: Action[] = [];
  const keys: string[] = [];
  for (let k = i; k > 0; k = plans[k].parent) {
    actions.unshift(plans[k].action);
    keys.unshift(plans[k].key);
  }
  return { actions, keys };
}

/**
 * The default bot: it looks at every distinct way to play out its turn (transpositions
 * merged), ends each one in the same few sampled worlds (common random numbers: the AI's
 * deck order and the engine's generator drawn from the canonical unseen list with the bot's
 * generator), and follows the plan with the best mean score, scored as the reference
 * search scores its leaves. The plan is kept through the turn while each position is the
 * one it expects and nothing drew from the generator in between, so a turn costs one search.
 */
export function createPlannerBot(o: PlannerOptions): Bot {
  const scale = o.scale ?? 100;
  let rest: Action[] = [];
  let expected: string[] = [];
  let rngAfter = 0;
  return (state, rng) => {
    const me = state.active;
    if (rest.length > 0 && rng.state === rngAfter && keyOf(state, me) === expected[0]) {
      expected = expected.slice(1);
      return rest.shift()!;
    }
    rest = [];
    const seeds: number[] = [];
    for (let k = 0; k < o.samples; k++) seeds.push(rng.int(0x7fffffff));
    const root = determinize(state, me, rng);
    const plans = reachable(root, me, o.maxPlans);
    if (plans.length === 1) return END_TURN;
    const worlds = (s: GameState): GameState[] => seeds.map((seed) => after(determinize(s, me, createRng(seed) as Rng), END_TURN));
    const baseWorlds = worlds(root);
    const base = baseWorlds.map((t) => evaluate(t, me));
    const order = plans.map((_, i) => i).sort((a, b) => plans[b].quick - plans[a].quick || a - b);
    const chosen = order.slice(0, o.shortlist);
    if (!chosen.includes(0)) chosen.push(0);
    let best = 0;
    let bestScore = -Infinity;
    for (const i of chosen) {
      const s = plans[i].state;
      let score = 0;
      if (s.winner) score = s.winner === me ? o.samples : 0;
      else {
        const ends = i === 0 ? baseWorlds : worlds(s);
        for (let k = 0; k < ends.length; k++) {
          const t = ends[k];
          if (t.winner) score += t.winner === me ? 1 : 0;
          else score += 0.5 + Math.max(-scale, Math.min(scale, evaluate(t, me) - base[k])) / (2 * scale);
        }
      }
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    if (best === 0) return END_TURN;
    const path = pathTo(plans, best);
    rest = [...path.actions.slice(1), END_TURN];
    expected = path.keys;
    rngAfter = rng.state;
    return path.actions[0];
  };
}
