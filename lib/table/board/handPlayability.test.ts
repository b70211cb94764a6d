import { describe, expect, it } from 'vitest';
import { creature, duel, fill, hand, incantation, person } from '../../engine/testing';
import { handPlayability } from './handPlayability';

const source =
  'Rulebook v1.1 · Phase 2 – Summoning (the 4 leftmost cards, paid with Mana); Special Abilities · Price of Blood';

describe(`handPlayability (${source})`, () => {
  const s = duel(
    {
      A: person(
        hand(
          creature('Giant', 9, 5, 5),
          incantation('Spark', 1, 2),
          creature('Leech', 9, 2, 2, 'price-of-blood'),
          ...fill(5),
        ),
      ),
      B: person(hand(...fill(8, 10))),
    },
    { mana: 3 },
  );
  const codes = (st: typeof s, seat: 'A' | 'B' = 'A') => handPlayability(st, seat).map((r) => r?.code ?? null);

  it('marks playable only the 4 leftmost cards that can be paid and have somewhere to go, and says why for the others', () => {
    // Stronghold, Giant (9 Mana), Spark (no Creature to target), Leech (Price of Blood pays), card-1, then the rest.
    expect(codes(s)).toEqual([
      null,
      'not-enough-mana',
      'no-target',
      null,
      null,
      'not-playable',
      'not-playable',
      'not-playable',
      'not-playable',
    ]);
  });

  it('out of turn every card says it is not this seat’s turn', () => {
    expect(codes(s, 'B').filter((c) => c !== null)).toEqual(Array(8).fill('not-your-turn'));
  });

  it('an Incantation becomes playable once a Creature stands on the board', () => {
    const withTarget = duel(
      {
        A: person(hand(incantation('Spark', 1, 2), ...fill(7))),
        B: person(hand(...fill(7, 10)), [creature('Wolf', 1, 2, 2)]),
      },
      { mana: 3 },
    );
    expect(codes(withTarget).slice(0, 3)).toEqual([null, null, null]);
  });

  it('the refusal names the card, so the table can explain it in words', () => {
    expect(handPlayability(s, 'A')[1]).toMatchObject({
      code: 'not-enough-mana',
      action: { card: 'giant' },
      player: 'A',
    });
  });
});
