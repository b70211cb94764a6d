import { describe, expect, it } from 'vitest';
import { getCard, PRECONSTRUCTED, type Card } from '@/lib/cards';
import { deckStats } from './stats';

describe('deckStats', () => {
  it('computes the figures of preconstructed deck 1', () => {
    const stats = deckStats(PRECONSTRUCTED[0].cards);
    expect(stats).toMatchObject({
      cardCount: 8,
      creatures: 6,
      incantations: 2,
      manaCurve: [0, 1, 0, 4, 2, 0, 1],
      totalMana: 27,
      averageMana: 3.38,
      totalAttack: 17,
      averageAttack: 2.83,
      variableAttack: false,
      totalHealth: 24,
      averageHealth: 4,
    });
    expect(stats.abilities[0]).toEqual({ ability: 'rage', cards: 2 });
    expect(stats.abilities.map((a) => a.ability).sort()).toEqual([
      'berserk',
      'indestructible',
      'perforation',
      'protection',
      'rage',
    ]);
  });

  it('lists the cards affordable on a first turn with 6 and with 9 Mana', () => {
    const dear: Card = {
      slug: 'custom',
      name: 'Custom',
      type: 'creature',
      mana: 10,
      attack: 5,
      health: 5,
      abilities: [],
    };
    const stats = deckStats(['aberration', 'liquefaction', 'baron', dear]);
    expect(stats.playableFirstTurn).toEqual({ withSix: ['baron'], withNine: ['aberration', 'liquefaction', 'baron'] });
  });

  it('counts a printed X as 0 Attack and flags it', () => {
    const stats = deckStats(['gesticulateur-toxique']);
    expect(stats).toMatchObject({
      totalAttack: 0,
      variableAttack: true,
      totalHealth: getCard('gesticulateur-toxique')!.health,
    });
  });

  it('handles an empty deck and ignores unknown slugs', () => {
    expect(deckStats(['nope'])).toMatchObject({
      cardCount: 0,
      manaCurve: [],
      averageMana: 0,
      averageAttack: 0,
      abilities: [],
    });
  });
});
