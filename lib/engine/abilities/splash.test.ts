import { describe, expect, it } from 'vitest';
import { creature, duel, fill, filled, hand, person, play, sideOf } from '../testing';

const source = 'Rulebook v1.1 · Special Abilities · Splash';
const splasher = creature('Splasher', 3, 3, 5, 'splash');

describe(`splash (${source})`, () => {
  it('also hits the Creature at the same position on the neighbouring line; upper line returns first', () => {
    const s = duel({ A: person(hand('baron'), [splasher]), B: person(hand(...fill(1)), ['zombie'], ['microctopus']) });
    const B = sideOf(play(s, [{ do: 'end-turn' }]).view, 'B');
    expect(B.hand).toEqual(['#stronghold', 'card-1', 'zombie', 'microctopus']);
    expect(B.lines.bottom).toEqual([]);
  });

  it('does not trigger when attacking the Stronghold (F15)', () => {
    const s = duel({ A: person(hand('baron'), [splasher]), B: person(hand(...fill(4)), [], ['zombie']) });
    const B = sideOf(play(s, [{ do: 'end-turn' }]).view, 'B');
    expect(B.hand).toEqual([...filled(3), '#stronghold', 'card-4']);
    expect(B.lines.bottom.map((c) => c.card)).toEqual(['zombie']);
  });

  it("on an Incantation, also hits the same position on the other line of the target's side", () => {
    const s = duel(
      { A: person(hand('combustion', 'baron')), B: person(hand(...fill(1)), ['zombie'], ['microctopus']) },
      { mana: 3 },
    );
    const B = sideOf(
      play(s, [{ do: 'play', card: 'combustion', target: { player: 'B', line: 'bottom', index: 0 } }]).view,
      'B',
    );
    expect(B.hand).toEqual(['#stronghold', 'card-1', 'zombie', 'microctopus']);
  });

  it('with Perforation, Perforation hits only behind the main target (F14)', () => {
    const s = duel({
      A: person(hand('baron'), [creature('Both', 3, 3, 5, 'splash', 'perforation')]),
      B: person(hand(...fill(1)), ['zombie', 'microctopus'], ['gnome', 'assassin']),
    });
    const B = sideOf(play(s, [{ do: 'end-turn' }]).view, 'B');
    expect(B.lines.bottom.map((c) => c.card)).toEqual(['assassin']);
    expect(B.hand).toEqual(['#stronghold', 'card-1', 'microctopus', 'zombie', 'gnome']);
  });
});
