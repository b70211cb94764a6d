import { describe, expect, it } from 'vitest';
import { applyDraft, createDraft, draftDecks, legalDraftActions, type DraftState } from './draft';
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
    expect(d.picks.B).toHaveLength(2);
    expect(d.chooser).toBe('B');
    const done = finish(d);
    expect(done.picks.A).toHaveLength(8);
    expect(done.picks.B).toHaveLength(8);
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
    expect(createGame({ mode: 'solo', format: 'draft', decks: decks.decks, aiDeck: decks.aiDeck, seed: 2 }).ok).toBe(true);
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
