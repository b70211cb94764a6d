import { describe, expect, it } from 'vitest';
import { apply } from '../engine';
import { creature, duel, fill, hand, person } from '../engine/testing';
import { gameStats } from './gameStats';

describe('gameStats', () => {
  it('counts plays, Damage to Creatures and to the Stronghold, and destructions per seat', () => {
    const s = duel({
      A: person(hand(creature('Ogre', 2, 3, 3), ...fill(5)), [creature('Brute', 3, 5, 4)], [creature('Troll', 3, 3, 3)]),
      B: person(hand(...fill(7, 10)), [creature('Baron', 2, 1, 3)]),
    }, { mana: 6 });
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
