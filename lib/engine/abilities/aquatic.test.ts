import { describe, expect, it } from 'vitest';
import { creature, duel, fill, filled, hand, person, play, sideOf } from '../testing';

const source = 'Rulebook v1.1 · Special Abilities · Aquatic';

describe(`aquatic (${source})`, () => {
  it('adjacent to the Bridge deals double Damage', () => {
    const s = duel({ A: person(hand('baron'), [creature('Fish', 2, 2, 3, 'aquatic')]), B: person(hand(...fill(6))) });
    expect(sideOf(play(s, [{ do: 'end-turn' }]).view, 'B').hand).toEqual([
      ...filled(4),
      '#stronghold',
      ...filled(2, 5),
    ]);
  });

  it('away from the Bridge deals its normal Damage', () => {
    const s = duel({
      A: person(hand('baron'), [creature('Wall', 1, 0, 5), creature('Fish', 2, 2, 3, 'aquatic')]),
      B: person(hand(...fill(6))),
    });
    expect(sideOf(play(s, [{ do: 'end-turn' }]).view, 'B').hand).toEqual([
      ...filled(2),
      '#stronghold',
      ...filled(4, 3),
    ]);
  });

  it('doubles the Sprint bonus too', () => {
    const runner = creature('Fish', 2, 2, 3, 'aquatic', 'sprint');
    const s = duel({ A: person(hand('baron'), [creature('Wall', 1, 0, 5), runner]), B: person(hand(...fill(7))) });
    // Sprint passes 1 Creature: (2 + 1) × 2 = 6.
    expect(sideOf(play(s, [{ do: 'end-turn' }]).view, 'B').hand).toEqual([...filled(6), '#stronghold', 'card-7']);
  });
});
