import { describe, expect, it } from 'vitest';
import { getCard } from '../../cards';
import { legalActions } from '../../engine';
import { viewOf } from '../board/boardView';
import type { NarrationContext } from '../narration/narrate';
import { initTableUi, tableReducer, type TableUi, type TableUiAction } from './tableReducer';
import { startSession } from './tableSession';

const c: NarrationContext = {
  locale: 'en',
  name: (s) => getCard(s)?.name ?? s,
  who: (p) => (p === 'A' ? 'you' : 'the AI'),
};
const run = (ui: TableUi, ...actions: TableUiAction[]) => actions.reduce((u, a) => tableReducer(u, a, c), ui);

function start(mode: 'solo' | 'duel' = 'solo'): TableUi {
  const r = startSession(
    mode === 'solo'
      ? { mode, format: 'preconstructed', decks: { A: 'deck-1' }, seed: 8 }
      : { mode, format: 'preconstructed', decks: { A: 'deck-1', B: 'deck-2' }, seed: 8, opponent: 'hot-seat' },
  );
  if (!r.ok) throw new Error(r.error.message);
  return initTableUi(r.session, c);
}

describe('tableReducer', () => {
  it('plays the beats one tick at a time, the board following them, and ends on the engine state', () => {
    let ui = start();
    const before = ui.session.state;
    ui = run(ui, { type: 'act', action: { type: 'end-turn' } });
    const beats = ui.queue.length;
    expect(beats).toBeGreaterThan(2);
    // The first beat is shown at once, the rest are not drawn before their turn.
    expect(ui.log.length).toBeGreaterThan(0);
    expect(ui.view).not.toEqual(viewOf(ui.session.state));
    expect(ui.session.state).not.toBe(before);
    const logBefore = ui.log.length;
    ui = run(ui, { type: 'tick' });
    expect(ui.queue.length).toBe(beats - 1);
    expect(ui.log.length).toBeGreaterThan(logBefore);
    expect(ui.announcement.length).toBeGreaterThan(0);
    expect(ui.beat?.events.length).toBeGreaterThan(0);
    // The board draws the beat on show from its stage: the beat's own rule, and the marks to animate.
    expect(ui.stage?.marks.rule).toBe(ui.beat!.events[0].rule);
    // No other move is accepted while beats are playing.
    expect(run(ui, { type: 'act', action: { type: 'end-turn' } })).toBe(ui);
    ui = run(ui, { type: 'skip' });
    expect(ui.queue).toEqual([]);
    expect(ui.beat).toBeNull();
    expect(ui.stage).toBeNull();
    expect(ui.view).toEqual(viewOf(ui.session.state));
  });

  it('keeps a refused move as a typed error and changes nothing else', () => {
    const ui = start();
    const after = run(ui, { type: 'act', action: { type: 'play', card: 'nothing', line: 'top' } });
    expect(after.error?.code).toBe('not-playable');
    expect(after.session).toBe(ui.session);
  });

  it('undo returns the board to the start of the Summoning and says so', () => {
    let ui = start();
    const play = legalActions(ui.session.state).find((a) => a.type === 'play')!;
    ui = run(ui, { type: 'speed', speed: 'instant' }, { type: 'act', action: play });
    expect(ui.session.actions).toHaveLength(1);
    ui = run(ui, { type: 'undo', note: 'Undone' });
    expect(ui.session.actions).toHaveLength(0);
    expect(ui.view).toEqual(viewOf(ui.session.state));
    expect(ui.log.at(-1)?.text).toBe('Undone');
  });

  it('hot-seat: the next player must confirm before seeing their hand', () => {
    let ui = start('duel');
    const first = ui.session.state.active;
    ui = run(ui, { type: 'speed', speed: 'instant' }, { type: 'act', action: { type: 'end-turn' } });
    expect(ui.handoff).toBe(first === 'A' ? 'B' : 'A');
    expect(run(ui, { type: 'handoff-done' }).handoff).toBeNull();
  });
});
