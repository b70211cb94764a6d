import { describe, expect, it } from 'vitest';
import { legalActions } from '../../engine';
import { DEFAULT_FORM, type SetupForm } from '../setup/setupForm';
import { readSavedForm, readSavedGame, savedGameText } from './savedGame';
import { actInSession, canUndo, startSession, type TableSession } from '../session/tableSession';

function play(session: TableSession, moves: number): TableSession {
  let s = session;
  for (let i = 0; i < moves; i++) {
    const r = actInSession(s, legalActions(s.state).find((a) => a.type === 'play') ?? { type: 'end-turn' });
    if (!r.ok) throw new Error(r.error.message);
    s = r.session;
  }
  return s;
}

describe('a saved game in progress', () => {
  const started = startSession({
    mode: 'solo',
    format: 'preconstructed',
    decks: { A: 'deck-2' },
    seed: 99,
    custom: { level: 1, fixedMana: 6, aiFirst: true },
  });
  if (!started.ok) throw new Error('setup');

  it('comes back in exactly the same position, with undo still limited to this Summoning', () => {
    let s = play(started.session, 2);
    const ended = actInSession(s, { type: 'end-turn' });
    if (!ended.ok) throw new Error(ended.error.message);
    s = play(ended.session, 1);
    const back = readSavedGame(savedGameText(s))!;
    expect(JSON.stringify(back.state)).toBe(JSON.stringify(s.state));
    expect(back.actions).toEqual(s.actions);
    expect(back.setup).toEqual(s.setup);
    expect(back.turnStart).toBe(s.turnStart);
    expect(canUndo(back)).toBe(true);
  });

  it('is not kept once the game is over, and nonsense in storage is ignored', () => {
    let s = started.session;
    for (let i = 0; i < 400 && !s.state.winner; i++) s = play(s, 1);
    expect(s.state.winner).not.toBeNull();
    expect(savedGameText(s)).toBeNull();
    expect(readSavedGame('not a replay')).toBeNull();
    expect(readSavedGame(null)).toBeNull();
  });
});

describe('the saved setup form', () => {
  it('reads back what was saved', () => {
    const form: SetupForm = {
      ...DEFAULT_FORM,
      mode: 'solo-custom',
      precon: { ...DEFAULT_FORM.precon, A: 'deck-3', B: 'deck-2' },
      custom: { level: 3, fixedMana: 9 },
    };
    expect(readSavedForm(JSON.stringify(form))).toEqual(form);
  });

  it('reads back a four-seat setup: mode, the four decks and who plays each seat; an unknown player becomes a person', () => {
    const form: SetupForm = {
      ...DEFAULT_FORM,
      mode: 'teams',
      precon: { A: 'deck-4', B: 'deck-3', C: 'deck-2', D: 'deck-1' },
      players: { A: 'person', B: 'greedy', C: 'person', D: 'planner' },
    };
    expect(readSavedForm(JSON.stringify(form))).toEqual(form);
    expect(readSavedForm(JSON.stringify({ ...form, players: { B: 'oracle' } }))!.players).toEqual(DEFAULT_FORM.players);
  });

  it('keeps only well-formed fields from tampered storage', () => {
    const read = readSavedForm(
      JSON.stringify({
        mode: 'chess',
        format: 'draft',
        precon: { A: 'deck-9' },
        codes: { A: 42 },
        custom: { level: 2, abilities: 'rage' },
        champions: { A: { slug: 1 } },
      }),
    )!;
    expect(read).toEqual({ ...DEFAULT_FORM, format: 'draft', custom: { level: 2 } });
    expect(readSavedForm('{oops')).toBeNull();
    expect(readSavedForm('[1,2]')).toBeNull();
  });
});
