import { describe, expect, it } from 'vitest';
import { creature, duel, fill, fourSeats, hand, person, play, sideOf, solo } from '../testing';
import { mercenary } from './mercenary';

const source = 'Rulebook v1.1 · Special Abilities · Mercenary';
const merc = creature('Merc', 2, 2, 1, 'mercenary');

describe(`mercenary (${source})`, () => {
  it('destroyed, goes to the rightmost position of the enemy hand', () => {
    const s = duel({ A: person(hand('zombie'), ['brute']), B: person(hand(...fill(1)), [merc]) });
    const { view } = play(s, [{ do: 'end-turn' }]);
    expect(sideOf(view, 'A').hand).toEqual(['#stronghold', 'zombie', 'merc']);
    expect(sideOf(view, 'B').hand).toEqual(['#stronghold', 'card-1']);
  });

  it('an Incantation with Mercenary goes to the enemy hand once resolved', () => {
    const s = duel(
      { A: person(hand('dislocation', 'baron'), []), B: person(hand(...fill(1)), ['zombie']) },
      { mana: 1 },
    );
    const { view } = play(s, [{ do: 'play', card: 'dislocation', target: { player: 'B', line: 'top', index: 0 } }]);
    expect(sideOf(view, 'A').hand).toEqual(['#stronghold', 'baron']);
    expect(sideOf(view, 'B').hand).toEqual(['#stronghold', 'card-1', 'zombie', 'dislocation']);
  });

  it("in Solo, the player's Mercenary goes on top of the AI deck", () => {
    const s = solo({
      A: person(hand('baron'), [merc]),
      B: {
        deck: [creature('Big', 7, 0, 9), creature('Next', 1, 1, 1)],
        discard: [],
        lines: { top: ['brute'], bottom: [] },
      },
    });
    const B = sideOf(play(s, [{ do: 'end-turn' }]).view, 'B');
    expect(B.deck).toEqual(['merc', 'next']);
  });

  it("in Solo, the AI's own Mercenary goes to the player's hand (R5)", () => {
    const s = solo({
      A: person(hand('zombie'), ['brute']),
      B: { deck: [creature('Big', 7, 0, 9), ...fill(2)], discard: [], lines: { top: [merc], bottom: [] } },
    });
    const { view } = play(s, [{ do: 'end-turn' }]);
    expect(sideOf(view, 'A').hand).toEqual(['#stronghold', 'zombie', 'merc']);
    expect(sideOf(view, 'B').discard).toEqual([]);
  });

  it('goes to the other seat with two, and with four to the enemy where it acted (R37)', () => {
    const duelState = duel({ A: person(hand('baron')), B: person(hand(...fill(1))) });
    expect(mercenary.sendsTo!(duelState, 'A', { line: 'top', player: 'A' })).toBe('B');
    const ffa = fourSeats('ffa', {
      A: { hand: ['#stronghold', 'baron'], lines: { ab: ['brute'] } },
      B: { hand: ['#stronghold', 'ogre'] },
      C: { hand: ['#stronghold', 'zombie'] },
      D: { hand: ['#stronghold', 'gnome'] },
    });
    // Its own Creature on A's line with B: the enemy across that line; an Incantation on an enemy's Creature: that enemy.
    expect(mercenary.sendsTo!(ffa, 'A', { line: 'ab', player: 'A' })).toBe('B');
    expect(mercenary.sendsTo!(ffa, 'A', { line: 'da', player: 'A' })).toBe('D');
    expect(mercenary.sendsTo!(ffa, 'A', { line: 'cd', player: 'C' })).toBe('C');
  });
});
