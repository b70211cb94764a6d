import { describe, expect, it } from 'vitest';
import {
  applyDraft,
  createDraft,
  draftDecks,
  FOUR_SEAT_ROUNDS,
  legalDraftActions,
  picksOf,
  type DraftState,
} from './draft';
import { createGame } from './setup';

const source = 'Rulebook v1.1 · Formats · Draft; Solo Mode – Draft setup';

function finish(d: DraftState, choose: (d: DraftState) => string = (x) => x.revealed[0]): DraftState {
  let state = d;
  while (state.chooser) {
    const r = applyDraft(state, { type: 'pick', player: state.chooser, card: choose(state) });
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return state;
}

describe(`draft (${source})`, () => {
  it('duel: A takes 1 of 4, B takes 2, A the last; roles swap each round', () => {
    const r = createDraft({ mode: 'duel', seed: 1 });
    if (!r.ok) throw new Error();
    let d = r.state;
    expect(d.revealed).toHaveLength(4);
    expect(d.chooser).toBe('A');
    d = (applyDraft(d, { type: 'pick', player: 'A', card: d.revealed[0] }) as { state: DraftState }).state;
    expect(d.chooser).toBe('B');
    d = (applyDraft(d, { type: 'pick', player: 'B', card: d.revealed[0] }) as { state: DraftState }).state;
    expect(d.chooser).toBe('B');
    d = (applyDraft(d, { type: 'pick', player: 'B', card: d.revealed[0] }) as { state: DraftState }).state;
    expect(d.picks.A).toHaveLength(2);
    expect(picksOf(d, 'B')).toHaveLength(2);
    expect(d.chooser).toBe('B');
    const done = finish(d);
    expect(done.picks.A).toHaveLength(8);
    expect(picksOf(done, 'B')).toHaveLength(8);
    const decks = draftDecks(done)!;
    expect(createGame({ mode: 'duel', format: 'draft', decks: decks.decks, seed: 2 }).ok).toBe(true);
  });

  it('solo: the player picks 1 of 4, the AI gets the other 3, until 8 and 24', () => {
    const r = createDraft({ mode: 'solo', seed: 4 });
    if (!r.ok) throw new Error();
    const done = finish(r.state);
    expect(done.picks.A).toHaveLength(8);
    expect(done.ai).toHaveLength(24);
    expect(new Set([...done.picks.A, ...done.ai]).size).toBe(32);
    const decks = draftDecks(done)!;
    expect(createGame({ mode: 'solo', format: 'draft', decks: decks.decks, aiDeck: decks.aiDeck, seed: 2 }).ok).toBe(
      true,
    );
  });

  it('refuses a pick out of turn or of a card not revealed, changing nothing', () => {
    const r = createDraft({ mode: 'duel', seed: 1 });
    if (!r.ok) throw new Error();
    const before = JSON.stringify(r.state);
    const wrong = applyDraft(r.state, { type: 'pick', player: 'B', card: r.state.revealed[0] });
    expect(!wrong.ok && wrong.error.code).toBe('not-your-turn');
    const hidden = applyDraft(r.state, { type: 'pick', player: 'A', card: r.state.pile[0] });
    expect(!hidden.ok && hidden.error.code).toBe('not-playable');
    expect(JSON.stringify(r.state)).toBe(before);
    expect(legalDraftActions(r.state)).toHaveLength(4);
  });
});

describe('4-Player Draft (Rulebook v1.1 · Multiplayer Modes · Specifics of the 4-Player Draft)', () => {
  it('reveals 8 of 32 cards a round; picks go A1 B1 C1 D2 C1 B1 and A takes the last card, then BCDAADCB, CDABBADC, DABCCBAD', () => {
    const r = createDraft({ mode: 'ffa', seed: 6 });
    if (!r.ok) throw new Error(r.error.message);
    let d = r.state;
    expect(d.revealed).toHaveLength(8);
    expect(d.pile).toHaveLength(24);
    const rounds: string[] = [];
    let order = '';
    while (d.chooser) {
      const before = d.round;
      const revealedBefore = d.revealed.length;
      const chooser = d.chooser;
      const r2 = applyDraft(d, { type: 'pick', player: chooser, card: d.revealed[d.revealed.length - 1] });
      if (!r2.ok) throw new Error(r2.error.message);
      order += chooser;
      d = r2.state;
      if (d.round !== before) {
        // The round's 8th card was given without a choice to the seat written last.
        expect(revealedBefore).toBe(2);
        order += FOUR_SEAT_ROUNDS[before][7];
        rounds.push(order);
        order = '';
        if (d.chooser) expect(d.revealed).toHaveLength(8);
      }
    }
    expect(rounds).toEqual(['ABCDDCBA', 'BCDAADCB', 'CDABBADC', 'DABCCBAD']);
    expect(Object.entries(d.picks).map(([seat, cards]) => [seat, cards.length])).toEqual([
      ['A', 8],
      ['B', 8],
      ['C', 8],
      ['D', 8],
    ]);
    const all = Object.values(d.picks).flat();
    expect(new Set(all).size).toBe(32);
    expect(d.pile).toEqual([]);
  });

  it('D takes 2 of the 5 left, one pick at a time; a pick out of turn is refused', () => {
    const r = createDraft({ mode: 'teams', seed: 2 });
    if (!r.ok) throw new Error(r.error.message);
    let d = r.state;
    for (const seat of ['A', 'B', 'C'] as const)
      d = (applyDraft(d, { type: 'pick', player: seat, card: d.revealed[0] }) as { state: DraftState }).state;
    expect(d.revealed).toHaveLength(5);
    expect(d.chooser).toBe('D');
    expect(legalDraftActions(d)).toHaveLength(5);
    d = (applyDraft(d, { type: 'pick', player: 'D', card: d.revealed[0] }) as { state: DraftState }).state;
    expect(d.chooser).toBe('D');
    const wrong = applyDraft(d, { type: 'pick', player: 'C', card: d.revealed[0] });
    expect(!wrong.ok && wrong.error.code).toBe('not-your-turn');
  });

  it('gives the four decks of a Free-For-All or Team Play game, reproducibly from the seed', () => {
    const a = finish((createDraft({ mode: 'ffa', seed: 9 }) as { state: DraftState }).state);
    const b = finish((createDraft({ mode: 'ffa', seed: 9 }) as { state: DraftState }).state);
    expect(a).toEqual(b);
    const decks = draftDecks(a)!;
    expect(Object.keys(decks.decks)).toEqual(['A', 'B', 'C', 'D']);
    for (const mode of ['ffa', 'teams'] as const)
      expect(createGame({ mode, format: 'draft', decks: decks.decks, seed: 1 }).ok).toBe(true);
    expect(createDraft({ mode: 'ffa', seed: 1, pool: ['baron', 'brute'] }).ok).toBe(false);
  });
});

describe('the Co-op Draft (Rulebook v1.1 · Multiplayer Modes · Specifics Draft in Co-op Mode; Ruling R39)', () => {
  const start = () => (createDraft({ mode: 'coop', seed: 4 }) as { state: DraftState }).state;
  const pick = (d: DraftState, player: 'A' | 'C', card = d.revealed[0]) =>
    (applyDraft(d, { type: 'pick', player, card }) as { state: DraftState }).state;

  it("reveals 8 of 64: A takes 1 of 8, then the rulebook's Player B (seat C) 1 of 7, and the other 6 go to the AIs", () => {
    let d = start();
    expect(d.revealed).toHaveLength(8);
    expect(d.pile).toHaveLength(56);
    expect(d.chooser).toBe('A');
    d = pick(d, 'A');
    expect(d.chooser).toBe('C');
    expect(legalDraftActions(d)).toHaveLength(7);
    const left = d.revealed.slice(1);
    d = pick(d, 'C');
    expect(d.ai).toEqual(left);
    expect(d.revealed).toHaveLength(8);
  });

  it('alternates who picks first each round; a pick out of turn, or by an AI seat, is refused', () => {
    let d = pick(pick(start(), 'A'), 'C');
    expect(d.chooser).toBe('C');
    const wrong = applyDraft(d, { type: 'pick', player: 'A', card: d.revealed[0] });
    expect(!wrong.ok && wrong.error.code).toBe('not-your-turn');
    const ai = applyDraft(d, { type: 'pick', player: 'B', card: d.revealed[0] });
    expect(!ai.ok && ai.error.code).toBe('not-your-turn');
    d = pick(pick(d, 'C'), 'A');
    expect(d.chooser).toBe('A');
  });

  it('ends when both players hold 8: the AIs hold 48, every card once; the game divides them into two decks of 24', () => {
    const d = finish(start());
    expect(d.chooser).toBeNull();
    expect(picksOf(d, 'A')).toHaveLength(8);
    expect(picksOf(d, 'C')).toHaveLength(8);
    expect(d.ai).toHaveLength(48);
    expect(new Set([...picksOf(d, 'A'), ...picksOf(d, 'C'), ...d.ai]).size).toBe(64);
    const { decks, aiDeck } = draftDecks(d)!;
    const g = createGame({ mode: 'coop', format: 'draft', decks, aiDeck, seed: 3 });
    if (!g.ok) throw new Error(g.error.message);
    const { B, D } = g.state.mode === 'coop' ? g.state.players : ({} as never);
    expect([B.deck.length, D.deck.length]).toEqual([24, 24]);
    expect(new Set([...B.deck, ...D.deck].map((id) => g.state.cards[id].slug))).toEqual(new Set(aiDeck));
    expect(createDraft({ mode: 'coop', seed: 1, pool: start().pile }).ok).toBe(false);
  });
});
