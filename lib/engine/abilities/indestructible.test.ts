import { describe, expect, it } from 'vitest';
import { duel, fill, hand, person, play, sideOf } from '../testing';

const source = 'Rulebook v1.1 · Special Abilities · Indestructible';

describe(`indestructible (${source})`, () => {
  it('can be targeted by an Incantation but suffers nothing (F17); the Mana is spent', () => {
    const s = duel({ A: person(hand('annihilation', 'baron')), B: person(hand(...fill(2)), ['scribe']) }, { mana: 5 });
    const { view } = play(s, [{ do: 'play', card: 'annihilation', target: { player: 'B', line: 'top', index: 0 } }]);
    expect(view.mana).toBe(1);
    expect(sideOf(view, 'B').lines.top).toMatchObject([{ card: 'scribe', damage: 0 }]);
    expect(sideOf(view, 'A').hand).toEqual(['#stronghold', 'baron', 'annihilation']);
  });

  it('still takes Damage from Creatures', () => {
    const s = duel({ A: person(hand('baron'), ['brute']), B: person(hand(...fill(2)), ['scribe']) });
    expect(sideOf(play(s, [{ do: 'end-turn' }]).view, 'B').hand).toEqual(['#stronghold', 'card-1', 'card-2', 'scribe']);
  });
});
