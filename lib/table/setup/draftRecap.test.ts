import { describe, expect, it } from 'vitest';
import { applyDraft, createDraft, picksOf, type DraftState } from '../../engine';
import { playBotPicks } from './draftBot';
import { draftRecap } from './draftRecap';

function take(d: DraftState, card = d.revealed[0]): DraftState {
  const r = applyDraft(d, { type: 'pick', player: d.chooser!, card });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe('draftRecap', () => {
  it('against the bot: every card the person did not choose is told, round by round, the last one of a round included', () => {
    const created = createDraft({ mode: 'duel', seed: 3 });
    if (!created.ok) throw new Error(created.error.message);
    let d = created.state;
    const told = new Map<string, string>();
    const mine: string[] = [];
    while (d.chooser) {
      mine.push(d.revealed[0]);
      const picked = take(d);
      const after = playBotPicks(picked);
      for (const line of draftRecap(d, after, 'B')) {
        // A person's own picks are never told back.
        expect(line.cards.some((c) => c === mine.at(-1))).toBe(false);
        for (const card of line.cards) told.set(card, `${line.round}${line.seat}${line.last ? '-last' : ''}`);
      }
      d = after;
    }
    expect([...told.keys()].sort()).toEqual([...d.picks.A.filter((c) => !mine.includes(c)), ...picksOf(d, 'B')].sort());
    // Round 1: the person chose first, the bot took 2, the last card came to the person; round 2 the other way round.
    expect(told.get(d.picks.A[1])).toBe('1A-last');
    expect(told.get(picksOf(d, 'B')[0])).toBe('1B');
    expect(told.get(picksOf(d, 'B')[2])).toBe('2B');
    expect(told.get(picksOf(d, 'B')[3])).toBe('2B-last');
  });

  it('merges the bot’s two picks of one round into one line', () => {
    const created = createDraft({ mode: 'duel', seed: 9 });
    if (!created.ok) throw new Error(created.error.message);
    const lines = draftRecap(created.state, playBotPicks(take(created.state)), 'B');
    expect(lines).toEqual([
      { round: 1, seat: 'B', cards: expect.any(Array), last: false },
      { round: 1, seat: 'A', cards: expect.any(Array), last: true },
      { round: 2, seat: 'B', cards: expect.any(Array), last: false },
    ]);
    expect(lines.map((l) => l.cards.length)).toEqual([2, 1, 1]);
  });
});
