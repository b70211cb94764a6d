import { describe, expect, it } from 'vitest';
import { creature, duel, fill, filled, hand, person, play, sideOf } from '../testing';

const source = 'Rulebook v1.1 · Special Abilities · Aerial';
const flyer = creature('Flyer', 2, 2, 2, 'aerial');

describe(`aerial (${source})`, () => {
  it('on the upper line ignores enemy Creatures and hits the Stronghold', () => {
    const s = duel({ A: person(hand('zombie'), [flyer]), B: person(hand(...fill(3)), ['baron']) });
    const B = sideOf(play(s, [{ do: 'end-turn' }]).view, 'B');
    expect(B.hand).toEqual([...filled(2), '#stronghold', 'card-3']);
    expect(B.lines.top.map((c) => c.card)).toEqual(['baron']);
  });

  it('on the lower line attacks the closest enemy Creature as usual', () => {
    const s = duel({ A: person(hand('baron'), [], [flyer]), B: person(hand(...fill(3)), [], ['zombie']) });
    const B = sideOf(play(s, [{ do: 'end-turn' }]).view, 'B');
    expect(B.hand).toEqual(['#stronghold', ...filled(3), 'zombie']);
  });

  it('with Defender on the upper line attacks nothing', () => {
    const s = duel({
      A: person(hand('baron'), [creature('Odd Flyer', 2, 2, 2, 'aerial', 'defender')]),
      B: person(hand(...fill(3)), ['zombie']),
    });
    const B = sideOf(play(s, [{ do: 'end-turn' }]).view, 'B');
    expect(B.hand).toEqual(['#stronghold', ...filled(3)]);
    expect(B.lines.top.map((c) => c.card)).toEqual(['zombie']);
  });

  it('on the upper line gains nothing from Rage on its first turn', () => {
    const s = duel(
      {
        A: person(hand(creature('Rager', 1, 2, 2, 'aerial', 'rage'), 'baron')),
        B: person(hand(...fill(3)), ['zombie']),
      },
      { mana: 5 },
    );
    const B = sideOf(play(s, [{ do: 'play', card: 'rager', line: 'top' }, { do: 'end-turn' }]).view, 'B');
    expect(B.hand).toEqual(['#stronghold', ...filled(3)]);
    expect(B.lines.top.map((c) => c.card)).toEqual(['zombie']);
  });
});
