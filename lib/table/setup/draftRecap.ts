import { picksOf, type DraftState } from '../../engine';

type Seat = 'A' | 'B';

/** What happened in a Duel Draft besides the person's own pick: the bot's picks, and the last card of a round given to its first chooser. */
export type DraftRecapLine = { round: number; seat: Seat; cards: string[]; last: boolean };

/**
 * The Duel Draft's news between two states, round by round. Each seat takes exactly 2 cards a
 * round (1 + the last one for the round's first chooser, 2 for the other), so a seat's i-th
 * card belongs to round ⌊i/2⌋, and the first chooser's second card of a round is the last one,
 * given without a choice. Picks by `botSeat` are listed; a person's own picks are not.
 */
export function draftRecap(before: DraftState, after: DraftState, botSeat: Seat | null): DraftRecapLine[] {
  if (after.mode !== 'duel') return [];
  const lines: DraftRecapLine[] = [];
  for (const seat of ['A', 'B'] as const) {
    after.picks[seat].forEach((card, i) => {
      if (i < picksOf(before, seat).length) return;
      const round = Math.floor(i / 2);
      const last = (round % 2 === 0 ? 'A' : 'B') === seat && i % 2 === 1;
      if (!last && seat !== botSeat) return;
      const same = lines.find((l) => l.round === round + 1 && l.seat === seat && l.last === last);
      if (same) same.cards.push(card);
      else lines.push({ round: round + 1, seat, cards: [card], last });
    });
  }
  return lines.sort((a, b) => a.round - b.round || Number(a.last) - Number(b.last));
}
