import { describe, expect, it } from 'vitest';
import { creature, duel, fill, filled, hand, person, play, sideOf, solo } from '../testing';

const source = 'Rulebook v1.1 · Special Abilities · Regeneration';
const leech = creature('Leech', 2, 2, 3, 'regeneration');
const aHand = (pos: number) => {
  const cards: unknown[] = fill(3);
  cards.splice(pos, 0, '#stronghold');
  return cards;
};

describe(`regeneration (${source})`, () => {
  it("dealing Damage shifts the owner's Stronghold one position left", () => {
    const s = duel({ A: person(aHand(2), [leech]), B: person(hand(...fill(4, 10))) });
    expect(sideOf(play(s, [{ do: 'end-turn' }]).view, 'A').hand).toEqual(['card-1', '#stronghold', 'card-2', 'card-3']);
  });

  it('a Fort at the leftmost turns back to its Bastion at the second rightmost position', () => {
    const s = duel({ A: { ...person(aHand(0), [leech]), stronghold: 'fort' }, B: person(hand(...fill(4, 10))) });
    const A = sideOf(play(s, [{ do: 'end-turn' }]).view, 'A');
    expect(A.stronghold).toBe('bastion');
    expect(A.hand).toEqual(['card-1', 'card-2', '#stronghold', 'card-3']);
  });

  it('a Bastion already leftmost does not move (R7)', () => {
    const s = duel({ A: person(aHand(0), [leech]), B: person(hand(...fill(4, 10))) });
    expect(sideOf(play(s, [{ do: 'end-turn' }]).view, 'A').hand).toEqual(['#stronghold', ...filled(3)]);
  });

  it('shifts once per target that suffered Damage (Splash: 2; R7)', () => {
    const s = duel({
      A: person(aHand(2), [creature('Leech', 2, 1, 3, 'regeneration', 'splash')]),
      B: person(hand(...fill(2, 10)), [creature('Wall', 1, 0, 5)], [creature('Wall 2', 1, 0, 5)]),
    });
    expect(sideOf(play(s, [{ do: 'end-turn' }]).view, 'A').hand).toEqual(['#stronghold', ...filled(3)]);
  });

  it('a hit absorbed by Protection gives no shift (R7)', () => {
    const s = duel({ A: person(aHand(2), [leech]), B: person(hand(...fill(2, 10)), ['carapace']) });
    expect(sideOf(play(s, [{ do: 'end-turn' }]).view, 'A').hand).toEqual(['card-1', 'card-2', '#stronghold', 'card-3']);
  });

  it('for the AI, puts the top card of its discard pile back on its deck (AI Exception)', () => {
    const s = solo({
      A: person(hand('baron')),
      B: {
        deck: [creature('Big', 7, 0, 9), creature('Next', 1, 1, 1)],
        discard: [creature('Back', 1, 1, 1)],
        lines: { top: [leech], bottom: [] },
      },
    });
    const B = sideOf(play(s, [{ do: 'end-turn' }]).view, 'B');
    expect(B.deck).toEqual(['back', 'next']);
    expect(B.discard).toEqual([]);
  });
});
