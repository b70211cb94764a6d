import {
  assaultInPlace,
  finishEndTurnInPlace,
  legalActions,
  ownCopy,
  passTurnInPlace,
  type Action,
  type GameState,
  type OwnedState,
  type PlayerId,
  playerOf,
} from '../../engine';
import { determinize, endTurnOwned, samplesFrom, worldOf } from './determinize';
import { evaluate, leafValue } from './evaluate';
import { after } from './greedy';
import { createSharedAssault } from './sharedAssault';
import type { Bot } from './types';

export interface PlannerOptions {
  /** Sampled worlds (hidden order, engine generator) each plan's end of turn is played in. */
  samples: number;
  /** Most positions reached within the turn that are considered. */
  maxPlans: number;
  /** Positions (best by their mean over `shortlistEnds` sampled ends) whose end of turn is played in every sampled world. */
  shortlist: number;
  /**
   * Sampled worlds (drawn after the `samples`) every position's end of turn is played in to pick the shortlist, by mean
   * `leafValue`. A full end includes the enemy's Summoning, which the quick score leaves out: in Solo each of our
   * Creatures gives the AI a Mana, so it reveals more and can empty its deck.
   */
  shortlistEnds: number;
  /** Expand positions best first by their score once the enemy's Creatures have struck back too (its Summoning left out). */
  reply?: boolean;
}

const END_TURN: Action = { type: 'end-turn' };

interface Plan {
  /** The plan this one extends by `action` (-1 for the root). */
  parent: number;
  action: Action;
  /** What the seat sees after `action`. */
  key: number;
  state: GameState;
  /** The seat's Assault from `state`, played once for every sampled world (null: each world plays its own). */
  assaulted: OwnedState | null;
  /** Quick score (after the seat's own Assault, with `reply` the enemy Creatures' strike back too): orders the expansion. */
  quick: number;
  expanded: boolean;
}

/** One 32-bit step of a multiply–xorshift hash (two independent lanes make the key). */
function mix(h: number, v: number, m: number): number {
  h = Math.imul(h ^ v, m);
  return h ^ (h >>> 15);
}

/**
 * What the seat sees of a position within its own turn, hashed to 53 bits: equal keys,
 * equal futures. A string key was a third of the planner's time (building and hashing it in
 * the Set); two 32-bit lanes leave a collision chance of about n² / 2⁵³ for n positions.
 */
export function keyOf(s: GameState, me: PlayerId): number {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  const step = (v: number) => {
    a = mix(a, v, 0x01000193);
    b = mix(b, v, 0x5bd1e995);
  };
  step(s.turn);
  step(s.order.indexOf(me));
  step(s.mana);
  step(s.winner === null ? -1 : s.order.indexOf(s.winner));
  const p = playerOf(s, me);
  if (p.kind === 'person') {
    step(p.hand.length);
    for (const c of p.hand) step(c);
    step(p.stronghold === 'fort' ? 1 : 0);
    step(p.champion === null ? 0 : p.champion.state === 'ready' ? 1 : p.champion.state === 'in-play' ? 2 : 3);
  }
  for (const line in s.lines) {
    const sides = s.lines[line];
    for (let k = 0; k < s.order.length; k++) {
      const list = sides[s.order[k]];
      if (!list) continue;
      step(-2 - k);
      for (const c of list) {
        step(c.card);
        step(c.host === null ? -1 : c.host);
        step(c.damage * 2 + (c.protectionUsed ? 1 : 0));
      }
    }
  }
  return (a >>> 11) * 0x100000000 + (b >>> 0);
}

type SharedAssault = ReturnType<typeof createSharedAssault>;

/** In place: the turn ends and the next seat's Creatures strike back at once (its Summoning, which the seat cannot foresee, left out). */
function reply(assaulted: OwnedState): OwnedState {
  if (assaulted.winner) return assaulted;
  return assaultInPlace(assaulted, passTurnInPlace(assaulted));
}

/** A position reached within the turn, with its Assault for the sampled worlds and its quick score. */
function planOf(
  parent: number,
  action: Action,
  key: number,
  state: GameState,
  me: PlayerId,
  shared: SharedAssault,
  withReply: boolean,
  scratch: { world?: OwnedState },
): Plan {
  if (state.winner) return { parent, action, key, state, assaulted: null, quick: evaluate(state, me), expanded: false };
  const assaulted = shared.assault(state);
  // In the position's own world (nothing hidden is read but the sampled world's), written over the last plan's.
  const own = assaulted
    ? shared.inWorld(assaulted, shared.own(state), scratch.world)
    : assaultInPlace(ownCopy(state), me);
  if (assaulted) scratch.world = own;
  const quick = evaluate(withReply ? reply(own) : own, me);
  return { parent, action, key, state, assaulted, quick, expanded: false };
}

/**
 * Distinct positions the seat can reach this turn, best first: the most promising position
 * (by its score after the seat's own Assault, and with `withReply` the enemy Creatures' strike
 * back) is expanded next, until `max` are known.
 */
export function reachable(
  root: GameState,
  me: PlayerId,
  max: number,
  shared: SharedAssault,
  withReply = false,
): Plan[] {
  const seen = new Set<number>([keyOf(root, me)]);
  const scratch = {};
  const plans: Plan[] = [planOf(-1, END_TURN, 0, root, me, shared, withReply, scratch)];
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
      plans.push(planOf(at, a, key, next, me, shared, withReply, scratch));
      if (plans.length >= max) break;
    }
  }
  return plans;
}

/** The actions from the root to plan `i`, and what the seat sees after each. */
function pathTo(plans: Plan[], i: number): { actions: Action[]; keys: number[] } {
  const actions: Action[] = [];
  const keys: number[] = [];
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
 * generator), and follows the plan with the best mean `leafValue`: 1 won, 0 lost, else the
 * fitted chance of winning. (Scoring as the reference search does, a score difference from
 * simply ending the turn clipped at ±100, made a big lead worth as much as a win and a
 * survival worth as much as a win wherever ending the turn lost: it once played an
 * Incantation instead of the two Creatures that won at the end of the turn.) The positions are found best first by the
 * quick score, but the shortlist is picked by `shortlistEnds` full sampled ends of its own: shortlisting by the quick
 * score, which cannot see the enemy's Summoning, left deck 4 about 6 points behind the reference (lib/sim/README.md).
 * The plan is kept through the turn while each position is the one it expects and nothing drew from the generator in
 * between, so a turn costs one search.
 */
export function createPlannerBot(o: PlannerOptions): Bot {
  let rest: Action[] = [];
  let expected: number[] = [];
  let rngAfter = 0;
  return (state, rng) => {
    const me = state.active;
    if (rest.length > 0 && rng.state === rngAfter && keyOf(state, me) === expected[0]) {
      expected = expected.slice(1);
      return rest.shift()!;
    }
    rest = [];
    const seeds: number[] = [];
    for (let k = 0; k < o.samples + o.shortlistEnds; k++) seeds.push(rng.int(0x7fffffff));
    const root = determinize(state, me, rng);
    const { others, sample } = samplesFrom(root, me);
    const shared = createSharedAssault(root, me, others);
    const plans = reachable(root, me, o.maxPlans, shared, o.reply ?? false);
    if (plans.length === 1) return END_TURN;
    // Sample k < o.samples is the same world for every plan (common random numbers); the shortlist is picked in the
    // o.shortlistEnds worlds after them, so a plan's luck in those does not carry into the score that chooses.
    // One world at a time, each scored as soon as it is played: every world is written over the last one.
    let scratch: OwnedState | undefined;
    const value = (i: number, k: number): number => {
      const { state: s, assaulted } = plans[i];
      if (s.winner) return leafValue(s, me);
      const h = sample(s, seeds[k]);
      if (!assaulted) return leafValue(endTurnOwned(worldOf(s, others, h)), me);
      scratch = finishEndTurnInPlace(shared.inWorld(assaulted, h, scratch));
      return leafValue(scratch, me);
    };
    const first = plans.map((_, i) => {
      let sum = 0;
      for (let k = o.samples; k < o.samples + o.shortlistEnds; k++) sum += value(i, k);
      return sum;
    });
    // Two ends often tie (a plan that wins in both, and in Solo even ending the turn may): the quick score breaks the
    // tie, or the shortest plans, found first, would fill the shortlist ahead of those that win in every world.
    const order = plans
      .map((_, i) => i)
      .sort((a, b) => first[b] - first[a] || plans[b].quick - plans[a].quick || a - b);
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
