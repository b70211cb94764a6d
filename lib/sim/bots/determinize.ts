import { STRONGHOLD, type GameState, type PlayerId, playerAt } from '../../engine';
import { cloneState } from '../../engine/state';
import { endTurn } from '../../engine/turn';
import type { Rng } from '../rng';

/** Sorted ascending, in place: the canonical order of a list of card ids. */
function sortIds(ids: number[]): number[] {
  return ids.sort((a, b) => a - b);
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
export function determinize(state: GameState, me: PlayerId, rng: Rng): GameState {
  const s = cloneState(state);
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

/**
 * Ends the turn in a determinization, which is a full copy the bot owns, without the second
 * copy `apply` would make. Not for a state `apply` returned: a play's result shares the
 * parts it did not change with the state before it.
 */
export function endTurnOwned(s: GameState): GameState {
  if (!s.winner) endTurn({ s, events: null });
  return s;
}
