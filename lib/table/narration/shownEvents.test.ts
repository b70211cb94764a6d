import { describe, expect, it } from 'vitest';
import { getCard } from '../../cards';
import type { NarrationContext } from './narrate';
import { shownEvents } from './shownEvents';
import { initTableUi, tableReducer } from '../session/tableReducer';
import { startSession } from '../session/tableSession';

const c: NarrationContext = { locale: 'en', name: (s) => getCard(s)?.name ?? s, who: (p) => p };

describe('shownEvents', () => {
  it('holds back the events of the beats still queued, and gives them all once the animation ends', () => {
    const r = startSession({ mode: 'solo', format: 'preconstructed', decks: { A: 'deck-1' }, seed: 8 });
    if (!r.ok) throw new Error(r.error.message);
    let ui = tableReducer(initTableUi(r.session, c), { type: 'act', action: { type: 'end-turn' } }, c);
    expect(ui.queue.length).toBeGreaterThan(0);
    const shown = shownEvents(ui);
    expect(shown.length).toBeLessThan(ui.session.events.length);
    expect(shown).toEqual(ui.session.events.slice(0, shown.length));
    expect(shown.at(-1)).toBe(ui.beat!.events.at(-1));
    ui = tableReducer(ui, { type: 'skip' }, c);
    expect(shownEvents(ui)).toEqual(ui.session.events);
  });
});
