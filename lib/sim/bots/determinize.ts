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

/**
 * `determinize(s, me, createRng(seed))` for positions reached from `root` within the seat's
 * turn, with the same result: most such positions hold the root's hidden lists unchanged
 * (in the same order), whose sample in the world `seed` is drawn once and then copied.
 */
export function worldsFrom(root: GameState, me: PlayerId): (s: GameState, seed: number) => OwnedState {
  const others = root.order.filter((id) => id !== me && playerAt(root, id));
  const rootLists = others.map((id) => hiddenOf(root, id).slice());
  const cache = new Map<number, { lists: number[][]; rng: number }>();
  return (s, seed) => {
    let unchanged = true;
    for (let k = 0; k < others.length && unchanged; k++) unchanged = sameIds(hiddenOf(s, others[k]), rootLists[k]);
    if (!unchanged) return determinize(s, me, createRng(seed));
    const hit = cache.get(seed);
    if (!hit) {
      const d = determinize(s, me, createRng(seed));
      cache.set(seed, { lists: others.map((id) => hiddenOf(d, id).slice()), rng: d.rng });
      return d;
    }
    const d = ownCopy(s);
    for (let k = 0; k < others.length; k++) {
      const p = playerOf(d, others[k]);
      if (p.kind === 'ai') p.deck = hit.lists[k].slice();
      else p.hand = hit.lists[k].slice();
    }
    d.rng = hit.rng;
    return d;
  };
}

/**
 * Ends the turn in a determinization, which is a full copy the bot owns, without the second
 * copy `apply` would make. Not for a state `apply` returned: a play's result shares the
 * parts it did not change with the state before it.
 */
export function endTurnOwned(s: OwnedState): OwnedState {
  return endTurnInPlace(s);
}
