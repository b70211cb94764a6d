import { describe, expect, it } from 'vitest';
import { getCard } from '../../cards';
import { applyDraft, createDraft, draftDecks, picksOf, type DraftState } from '../../engine';
import { draftBotPick, draftValue, playBotPicks } from './draftBot';

function start(seed: number): DraftState {
  const r = createDraft({ mode: 'duel', seed });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe('the Draft bot', () => {
  it('takes the revealed card with the highest value', () => {
    const revealed = start(4).revealed;
    const pick = draftBotPick(revealed);
    for (const slug of revealed) expect(draftValue(getCard(pick)!)).toBeGreaterThanOrEqual(draftValue(getCard(slug)!));
  });

  it('makes all of seat B’s picks, so the person only ever chooses for seat A, and both end with 8 cards', () => {
    let d = start(11);
    let personPicks = 0;
    while (d.chooser) {
      expect(d.chooser).toBe('A');
      const r = applyDraft(d, { type: 'pick', player: 'A', card: d.revealed[0] });
      if (!r.ok) throw new Error(r.error.message);
      personPicks++;
      d = playBotPicks(r.state);
    }
    // 1 + 2 picks a round in turn (the round's last card goes by itself to its first chooser).
    expect(personPicks).toBe(6);
    const decks = draftDecks(d)!;
    expect(decks.decks.A).toHaveLength(8);
    expect(decks.decks.B).toHaveLength(8);
  });

  it('drafts the same cards for the same seed and person picks', () => {
    const run = () => {
      let d = start(7);
      while (d.chooser) {
        const r = applyDraft(d, { type: 'pick', player: 'A', card: d.revealed.at(-1)! });
        if (!r.ok) throw new Error(r.error.message);
        d = playBotPicks(r.state);
      }
      return picksOf(d, 'B');
    };
    expect(run()).toEqual(run());
  });
});

describe('the bots of a 4-Player Draft', () => {
  it('pick for their seats only, so the person at seat C is asked exactly 7 times (the round order A B C D D C B A and its rotations)', () => {
    const r = createDraft({ mode: 'ffa', seed: 12 });
    if (!r.ok) throw new Error(r.error.message);
    const bots = ['A', 'B', 'D'] as const;
    let d = playBotPicks(r.state, bots);
    let asked = 0;
    while (d.chooser) {
      expect(d.chooser).toBe('C');
      asked++;
      const next = applyDraft(d, { type: 'pick', player: 'C', card: d.revealed[0] });
      if (!next.ok) throw new Error(next.error.message);
      d = playBotPicks(next.state, bots);
    }
    // C chooses twice in rounds 1, 2 and 4, and in round 3 once plus the round's last card without a choice.
    expect(asked).toBe(7);
    const decks = draftDecks(d)!;
    expect((['A', 'B', 'C', 'D'] as const).map((seat) => decks.decks[seat]!.length)).toEqual([8, 8, 8, 8]);
  });
});
