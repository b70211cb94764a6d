import { describe, expect, it } from 'vitest';
import { apply } from '../../engine';
import { creature, duel, fill, hand, person } from '../../engine/testing';
import { gameStats } from './gameStats';
import { botMove, isBotTurn } from '../session/tableBot';
import { actInSession, startSession } from '../session/tableSession';

describe('gameStats', () => {
  it('counts plays, Damage to Creatures and to the Stronghold, and destructions per seat', () => {
    const s = duel(
      {
        A: person(
          hand(creature('Ogre', 2, 3, 3), ...fill(5)),
          [creature('Brute', 3, 5, 4)],
          [creature('Troll', 3, 3, 3)],
        ),
        B: person(hand(...fill(7, 10)), [creature('Baron', 2, 1, 3)]),
      },
      { mana: 6 },
    );
    const events = [];
    let state = s;
    for (const action of [{ type: 'play', card: 'ogre', line: 'top' }, { type: 'end-turn' }] as const) {
      const r = apply(state, action);
      if (!r.ok) throw new Error(r.error.message);
      events.push(...r.events);
      state = r.state;
    }
    const stats = gameStats(events, state);
    expect(stats.seats.A.cardsPlayed).toBe(1);
    // Brute: 5 to Baron; Troll on the empty lower line: 3 to the Stronghold; Ogre, just summoned, waits.
    expect(stats.seats.A.damageDealt).toBe(8);
    expect(stats.seats.A.creaturesDestroyed).toBe(1);
    expect(stats.seats.B).toEqual({ damageDealt: 0, cardsPlayed: 0, creaturesDestroyed: 0 });
    expect(stats.turns).toBe(state.turn);
  });
});

describe('gameStats with four seats', () => {
  it('a bots-only Free-For-All: a row per seat in turn order, every card played and every Creature destroyed counted once', () => {
    const r = startSession({
      mode: 'ffa',
      format: 'preconstructed',
      decks: { A: 'deck-1', B: 'deck-2', C: 'deck-3', D: 'deck-4' },
      players: { A: 'greedy', B: 'greedy', C: 'greedy', D: 'greedy' },
      seed: 11,
    });
    if (!r.ok) throw new Error(r.error.message);
    let session = r.session;
    while (!session.state.winner && isBotTurn(session.setup, session.state)) {
      const next = actInSession(session, botMove(session.setup, session.state, session.actions.length));
      if (!next.ok) throw new Error(next.error.message);
      session = next.session;
    }
    expect(session.state.winner).not.toBeNull();
    const stats = gameStats(session.events, session.state);
    expect(Object.keys(stats.seats)).toEqual(session.state.order);
    const played = session.events.filter((e) => e.type === 'card-played').length;
    expect(Object.values(stats.seats).reduce((n, s) => n + s.cardsPlayed, 0)).toBe(played);
    // Each destroyed Creature is counted once, for an enemy of its owner.
    const destroyed = session.events.filter((e) => e.type === 'destroyed').length;
    expect(Object.values(stats.seats).reduce((n, s) => n + s.creaturesDestroyed, 0)).toBe(destroyed);
  });
});
