import { describe, expect, it } from 'vitest';
import { creature, duel, fill, hand, incantation, person } from '../../engine/testing';
import { checkSelection } from './checkSelection';

describe('checkSelection', () => {
  const s = duel(
    {
      A: person(hand(creature('Giant', 9, 5, 5), incantation('Spark', 1, 2), ...fill(6))),
      B: person(hand(...fill(8, 10))),
    },
    { mana: 3 },
  );

  it('explains with the engine error why a card cannot be picked up', () => {
    expect(checkSelection(s, { kind: 'card', card: 'giant' })?.code).toBe('not-enough-mana');
    expect(checkSelection(s, { kind: 'card', card: 'card-6' })?.code).toBe('not-playable');
    expect(checkSelection(s, { kind: 'champion' })?.code).toBe('champion-unavailable');
    expect(checkSelection(s, { kind: 'card', card: 'card-1' }, 'B')?.code).toBe('not-your-turn');
  });

  it('accepts a playable card', () => {
    expect(checkSelection(s, { kind: 'card', card: 'card-1' })).toBeNull();
  });

  it('refuses an Incantation at once when no Creature is on the board to target', () => {
    expect(checkSelection(s, { kind: 'card', card: 'spark' })).toMatchObject({ code: 'no-target', player: 'A' });
  });

  it('accepts an Incantation once a Creature stands on the board', () => {
    const withCreature = duel(
      {
        A: person(hand(incantation('Spark', 1, 2), ...fill(7))),
        B: person(hand(...fill(7, 10)), [creature('Wolf', 1, 2, 2)]),
      },
      { mana: 3 },
    );
    expect(checkSelection(withCreature, { kind: 'card', card: 'spark' })).toBeNull();
  });
});
