import { describe, expect, it } from 'vitest';
import { creature, duel, fill, hand, person, play, sideOf } from '../testing';

const source = 'Rulebook v1.1 · Special Abilities · Vanish';
const rabbit = creature('Rabbit', 2, 1, 4, 'vanish');

describe(`vanish (${source})`, () => {
  it('a damaged survivor moves to the far end of its line', () => {
    const s = duel({ A: person(hand('baron'), ['zombie']), B: person(hand(...fill(2)), [rabbit, 'baron']) });
    expect(sideOf(play(s, [{ do: 'end-turn' }]).view, 'B').lines.top.map((c) => c.card)).toEqual(['baron', 'rabbit']);
  });

  it('also after Damage from an Incantation', () => {
    const s = duel(
      { A: person(hand('boom', 'baron')), B: person(hand(...fill(2)), [rabbit, 'baron', 'zombie']) },
      { mana: 1 },
    );
    const B = sideOf(play(s, [{ do: 'play', card: 'boom', target: { player: 'B', line: 'top', index: 0 } }]).view, 'B');
    expect(B.lines.top.map((c) => c.card)).toEqual(['baron', 'zombie', 'rabbit']);
  });

  it('moves before a Berserk attacker attacks again (R10)', () => {
    const s = duel({
      A: person(hand('baron'), [creature('Axe', 4, 3, 9, 'berserk', 'perforation')]),
      B: person(hand(...fill(1)), ['zombie', rabbit, 'baron']),
    });
    const { events } = play(s, [{ do: 'end-turn' }]);
    const kinds = events.filter((e) => e.type === 'attack' || e.type === 'moved').map((e) => e.type);
    expect(kinds.slice(0, 3)).toEqual(['attack', 'moved', 'attack']);
  });

  it('does nothing when no Damage got through (Protection)', () => {
    const s = duel({
      A: person(hand('baron'), ['zombie']),
      B: person(hand(...fill(2)), [creature('Shy', 2, 1, 4, 'vanish', 'protection'), 'baron']),
    });
    expect(sideOf(play(s, [{ do: 'end-turn' }]).view, 'B').lines.top.map((c) => c.card)).toEqual(['shy', 'baron']);
  });
});
