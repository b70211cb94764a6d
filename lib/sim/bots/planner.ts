import { legalActions, type Action, type GameState, type PlayerId, playerOf } from '../../engine';
import { runAssault } from '../../engine/attack';
import { activationOrder, cloneState } from '../../engine/state';
import { createRng } from '../rng';
import { determinize, endTurnOwned } from './determinize';
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
  const p = playerOf(s, me);
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
    // Sample k is the same world for every plan (common random numbers).
    const ends: GameState[] = [];
    const rootEnd = (k: number) => (ends[k] ??= endTurnOwned(determinize(root, me, createRng(seeds[k]))));
    const value = (i: number, k: number): number => {
      const s = plans[i].state;
      const t = s.winner ? s : i === 0 ? rootEnd(k) : endTurnOwned(determinize(s, me, createRng(seeds[k])));
      if (t.winner) return t.winner === me ? 1 : 0;
      const d = i === 0 ? 0 : evaluate(t, me) - evaluate(rootEnd(k), me);
      return 0.5 + Math.max(-scale, Math.min(scale, d)) / (2 * scale);
    };
    const order = plans.map((_, i) => i).sort((a, b) => plans[b].quick - plans[a].quick || a - b);
    let alive = order.slice(0, o.shortlist);
    if (!alive.includes(0)) alive.push(0);
    // Successive halving: a quarter of the samples for all, a quarter more for the better half, the rest for the best quarter.
    const quarter = Math.max(1, Math.floor(o.samples / 4));
    const sums = new Map<number, number>(alive.map((i) => [i, 0]));
    let k = 0;
    for (const [stage, width] of [quarter, quarter, o.samples - 2 * quarter].entries()) {
      for (const i of alive) {
        let sum = sums.get(i)!;
        for (let j = k; j < k + width && j < o.samples; j++) sum += value(i, j);
        sums.set(i, sum);
      }
      k += width;
      alive.sort((a, b) => sums.get(b)! - sums.get(a)! || a - b);
      if (stage < 2) alive = alive.slice(0, Math.max(1, Math.ceil(alive.length / 2)));
    }
    const best = alive[0];
    if (best === 0) return END_TURN;
    const path = pathTo(plans, best);
    rest = [...path.actions.slice(1), END_TURN];
    expected = path.keys;
    rngAfter = rng.state;
    return path.actions[0];
  };
}
