import { describe, expect, it } from 'vitest';
import { getCard } from '../../cards';
import { legalActions } from '../../engine';
import type { NarrationContext } from './narrate';
import { readSavedGame, savedGameText } from '../replay/savedGame';
import { initTableUi, tableReducer, type TableUi } from '../session/tableReducer';
import { startSession } from '../session/tableSession';

const c: NarrationContext = {
  locale: 'en',
  name: (s) => getCard(s)?.name ?? s,
  who: (p) => (p === 'A' ? 'the player' : 'the AI'),
};

function playLive(moves: number): TableUi {
  const r = startSession({ mode: 'solo', format: 'preconstructed', decks: { A: 'deck-2' }, seed: 41 });
  if (!r.ok) throw new Error(r.error.message);
  let ui = tableReducer(initTableUi(r.session, c), { type: 'speed', speed: 'instant' }, c);
  for (let i = 0; i < moves && !ui.session.state.winner; i++) {
    const legal = legalActions(ui.session.state);
    // Plays when it can, ends the turn otherwise: several turns with Assaults and AI turns.
    const action = legal.find((a) => a.type === 'play' && i % 3 !== 2) ?? legal.find((a) => a.type === 'end-turn')!;
    ui = tableReducer(ui, { type: 'act', action }, c);
  }
  return ui;
}

describe('a restored game’s log', () => {
  it('is the very log the table wrote while the game was played, turn numbers included', () => {
    const live = playLive(7);
    expect(live.session.state.winner).toBeNull();
    expect(live.session.state.turn).toBeGreaterThan(3);
    const restored = readSavedGame(savedGameText(live.session));
    expect(restored).not.toBeNull();
    const ui = initTableUi(restored!, c);
    expect(ui.log.map((e) => [e.text, e.rule, e.turn])).toEqual(live.log.map((e) => [e.text, e.rule, e.turn]));
    expect(new Set(ui.log.map((e) => e.turn)).size).toBe(live.session.state.turn);
    expect(ui.nextId).toBe(ui.log.length);
  });
});
