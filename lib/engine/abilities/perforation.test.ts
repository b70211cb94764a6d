import { describe, expect, it } from 'vitest';
import { creature, duel, fill, filled, hand, person, play, sideOf } from '../testing';

const source = 'Rulebook v1.1 · Special Abilities · Perforation';
const spear = creature('Spear', 3, 3, 5, 'perforation');

describe(`perforation (${source})`, () => {
  it('hits the target and the Creature behind it; they return far → near', () => {
    const s = duel({
      A: person(hand('baron'), [spear]),
      B: person(hand(...fill(1)), ['zombie', 'microctopus', 'baron']),
    });
    const B = sideOf(play(s, [{ do: 'end-turn' }]).view, 'B');
    expect(B.lines.top.map((c) => c.card)).toEqual(['baron']);
    expect(B.hand).toEqual(['#stronghold', 'card-1', 'microctopus', 'zombie']);
  });

  it('with nobody behind, deals nothing more and never reaches the Stronghold (F13)', () => {
    const s = duel({ A: person(hand('baron'), [spear]), B: person(hand(...fill(3)), ['zombie']) });
    expect(sideOf(play(s, [{ do: 'end-turn' }]).view, 'B').hand).toEqual(['#stronghold', ...filled(3), 'zombie']);
  });

  it('on an Incantation, also hits the Creature behind the target', () => {
    const s = duel(
      { A: person(hand('meteorite', 'baron')), B: person(hand(...fill(1)), ['zombie', 'microctopus']) },
      { mana: 5 },
    );
    const B = sideOf(
      play(s, [{ do: 'play', card: 'meteorite', target: { player: 'B', line: 'top', index: 0 } }]).view,
      'B',
    );
    expect(B.lines.top).toEqual([]);
    expect(B.hand).toEqual(['#stronghold', 'card-1', 'microctopus', 'zombie']);
  });
});
