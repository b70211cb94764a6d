import { describe, expect, it } from 'vitest';
import { duel, fill, filled, hand, person, play, sideOf } from '../testing';

const source = 'Rulebook v1.1 · Special Abilities · Rage';

describe(`rage (${source})`, () => {
  it('attacks enemy Creatures the turn it enters play', () => {
    const s = duel({ A: person(hand('partisan', 'baron')), B: person(hand(...fill(2)), ['zombie']) }, { mana: 3 });
    const B = sideOf(play(s, [{ do: 'play', card: 'partisan', line: 'top' }, { do: 'end-turn' }]).view, 'B');
    expect(B.hand).toEqual(['#stronghold', ...filled(2), 'zombie']);
  });

  it('never attacks the Stronghold the turn it enters play (F16)', () => {
    const s = duel({ A: person(hand('partisan', 'baron')), B: person(hand(...fill(2))) }, { mana: 3 });
    expect(sideOf(play(s, [{ do: 'play', card: 'partisan', line: 'top' }, { do: 'end-turn' }]).view, 'B').hand).toEqual(
      ['#stronghold', ...filled(2)],
    );
  });

  it('granted by an Aura (Shaman) lets a new neighbour attack', () => {
    const s = duel(
      { A: person(hand('baron', 'zombie'), ['shaman']), B: person(hand(...fill(2)), ['microctopus']) },
      { mana: 3 },
    );
    const B = sideOf(play(s, [{ do: 'play', card: 'baron', line: 'top' }, { do: 'end-turn' }]).view, 'B');
    // Baron (new, next to Shaman) destroys Microctopus; then Shaman hits the Stronghold for 1.
    expect(B.hand).toEqual(['card-1', '#stronghold', 'card-2', 'microctopus']);
  });
});
