import {
  endTurnInPlace,
  ownCopy,
  STRONGHOLD,
  type GameState,
  type OwnedState,
  type PlayerId,
  playerAt,
  playerOf,
} from '../../engine';
import { createRng, type Rng } from '../rng';

/** Sorted ascending, in place: the canonical order of a list of card ids (insertion sort: short lists, no comparator calls). */
function sortIds(ids: number[]): number[] {
  for (let i = 1; i < ids.length; i++) {
    const v = ids[i];
    let j = i - 1;
    while (j >= 0 && ids[j] > v) {
      ids[j + 1] = ids[j];
      j--;
    }
    ids[j + 1] = v;
  }
  return ids;
}

/** Fisher–Yates with the bot's generator; the draws depend only on the list's length. */
function shuffleInPlace(ids: number[], rng: Rng): void {
  for (let i = ids.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = ids[i];
    ids[i] = ids[j];
    ids[j] = t;
  }
}

/**
 * A copy of `state` in which everything `me` cannot see is replaced by a sample drawn with
 * the bot's own generator: the Solo AI's face-down deck (its cards are known, the deck list
 * being public, but not their order), an enemy's hand order (the Stronghold's place is
 * public, the cards around it are not) and the engine's generator. The sample is drawn from
 * the canonical (sorted) list of the unseen cards, so it depends only on what `me` can know
 * and on `rng`, which draws the same number of values whatever the hidden order was.
 */
export function determinize(state: GameState, me: PlayerId, rng: Rng): OwnedState {
  const s = ownCopy(state);
  for (const id of s.order) {
    const p = playerAt(s, id);
    if (!p || id === me) continue;
    if (p.kind === 'ai') {
      const deck = sortIds(p.deck);
      shuffleInPlace(deck, rng);
    } else {
      const hidden: number[] = [];
      for (const c of p.hand) if (c !== STRONGHOLD) hidden.push(c);
      sortIds(hidden);
      shuffleInPlace(hidden, rng);
      let k = 0;
      for (let i = 0; i < p.hand.length; i++) if (p.hand[i] !== STRONGHOLD) p.hand[i] = hidden[k++];
    }
  }
  s.rng = rng.int(0x7fffffff);
  return s;
}

/** The list `me` cannot read the order of: the AI's deck, a person's hand (its Stronghold's place is public). */
function hiddenOf(s: GameState, id: PlayerId): number[] {
  const p = playerOf(s, id);
  return p.kind === 'ai' ? p.deck : p.hand;
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** What a sampled world puts in place of what the seat cannot see: each other seat's hidden list, and the generator. */
export interface HiddenSample {
  /** Per seat of `others`: the AI's deck, or a person's hand (its Stronghold where it was). */
  lists: readonly (readonly number[])[];
  rng: number;
}

/**
 * The hidden part of `determinize(s, me, createRng(seed))` for positions reached from `root`
 * within the seat's turn, without the copy: most such positions hold the root's hidden lists
 * unchanged (in the same order), whose sample in the world `seed` is drawn once and kept.
 */
export function samplesFrom(
  root: GameState,
  me: PlayerId,
): { others: PlayerId[]; sample: (s: GameState, seed: number) => HiddenSample } {
  const others = root.order.filter((id) => id !== me && playerAt(root, id));
  const rootLists = others.map((id) => hiddenOf(root, id).slice());
  const cache = new Map<number, HiddenSample>();
  const drawn = (s: GameState, seed: number): HiddenSample => {
    const d = determinize(s, me, createRng(seed));
    return { lists: others.map((id) => hiddenOf(d, id)), rng: d.rng };
  };
  const sample = (s: GameState, seed: number): HiddenSample => {
    let unchanged = true;
    for (let k = 0; k < others.length && unchanged; k++) unchanged = sameIds(hiddenOf(s, others[k]), rootLists[k]);
    if (!unchanged) return drawn(s, seed);
    let hit = cache.get(seed);
    if (!hit) cache.set(seed, (hit = drawn(s, seed)));
    return hit;
  };
  return { others, sample };
}

/** `s` in the sampled world `h`: a copy with each of `others`' hidden lists and the generator taken from it. */
export function worldOf(s: GameState, others: readonly PlayerId[], h: HiddenSample): OwnedState {
  const d = ownCopy(s);
  for (let k = 0; k < others.length; k++) {
    const p = playerOf(d, others[k]);
    if (p.kind === 'ai') p.deck = h.lists[k].slice();
    else p.hand = h.lists[k].slice();
  }
  d.rng = h.rng;
  return d;
}

/** `determinize(s, me, createRng(seed))` for positions reached from `root` within the seat's turn, with the same result. */
export function worldsFrom(root: GameState, me: PlayerId): (s: GameState, seed: number) => OwnedState {
  const { others, sample } = samplesFrom(root, me);
  return (s, seed) => worldOf(s, others, sample(s, seed));
}

/**
 * Ends the turn in a determinization, which is a full copy the bot owns, without the second
 * copy `apply` would make. Not for a state `apply` returned: a play's result shares the
 * parts it did not change with the state before it.
 */
export function endTurnOwned(s: OwnedState): OwnedState {
  return endTurnInPlace(s);
}
