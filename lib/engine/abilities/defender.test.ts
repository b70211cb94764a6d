import { describe, expect, it } from 'vitest';
import { creature, duel, fill, filled, hand, person, play, sideOf } from '../testing';

const source = 'Rulebook v1.1 · Special Abilities · Defender';
const guard = creature('Guard', 3, 4, 4, 'defender');

describe(`defender (${source})`, () => {
  it('never attacks the enemy Stronghold', () => {
    const s = duel({ A: person(hand('baron'), [guard]), B: person(hand(...fill(5))) });
    expect(sideOf(play(s, [{ do: 'end-turn' }]).view, 'B').hand).toEqual(['#stronghold', ...filled(5)]);
  });

  it('attacks enemy Creatures', () => {
    const s = duel({ A: person(hand('baron'), [guard]), B: person(hand(...fill(2)), ['zombie']) });
    expect(sideOf(play(s, [{ do: 'end-turn' }]).view, 'B').hand).toEqual(['#stronghold', ...filled(2), 'zombie']);
  });
});
