import { describe, expect, it } from 'vitest';
import { apply } from '../../engine';
import type { GameSetup } from '../setup/gameSetup';
import { botMove, isBotTurn } from './tableBot';
import { actInSession, startSession } from './tableSession';

describe('the Duel bot', () => {
  for (const opponent of ['bot-easy', 'bot-hard'] as const) {
    it(`${opponent}: plays seat B with moves the engine accepts, the same move for the same position`, () => {
      const setup: GameSetup = {
        mode: 'duel',
        format: 'preconstructed',
        decks: { A: 'deck-1', B: 'deck-2' },
        seed: 3,
        opponent,
      };
      const r = startSession(setup);
      if (!r.ok) throw new Error(r.error.message);
      let session = r.session;
      if (!isBotTurn(setup, session.state)) {
        const next = actInSession(session, { type: 'end-turn' });
        if (!next.ok) throw new Error(next.error.message);
        session = next.session;
      }
      expect(isBotTurn(setup, session.state)).toBe(true);
      const move = botMove(setup, session.state, session.actions.length);
      expect(botMove(setup, session.state, session.actions.length)).toEqual(move);
      expect(apply(session.state, move).ok).toBe(true);
    });
  }

  it('never plays in Solo or hot-seat', () => {
    const solo = startSession({ mode: 'solo', format: 'preconstructed', decks: { A: 'deck-1' }, seed: 1 });
    if (!solo.ok) throw new Error();
    expect(isBotTurn(solo.session.setup, { ...solo.session.state, active: 'B' })).toBe(false);
  });
});

describe('the bots of a four-seat table', () => {
  it('play exactly the seats given to them, with moves the engine accepts, the same for the same position', () => {
    const setup: GameSetup = {
      mode: 'teams',
      format: 'preconstructed',
      decks: { A: 'deck-1', B: 'deck-2', C: 'deck-3', D: 'deck-4' },
      players: { B: 'greedy', D: 'planner' },
      seed: 5,
    };
    const r = startSession(setup);
    if (!r.ok) throw new Error(r.error.message);
    let session = r.session;
    const seen = new Set<string>();
    for (let k = 0; k < 40 && !session.state.winner; k++) {
      const seat = session.state.active;
      expect(isBotTurn(setup, session.state)).toBe(seat === 'B' || seat === 'D');
      const move = isBotTurn(setup, session.state)
        ? botMove(setup, session.state, session.actions.length)
        : { type: 'end-turn' as const };
      if (isBotTurn(setup, session.state)) {
        seen.add(seat);
        expect(botMove(setup, session.state, session.actions.length)).toEqual(move);
      }
      const next = actInSession(session, move);
      if (!next.ok) throw new Error(next.error.message);
      session = next.session;
    }
    expect([...seen].sort()).toEqual(['B', 'D']);
  });
});
