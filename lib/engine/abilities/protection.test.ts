import { describe, expect, it } from 'vitest';
import { creature, duel, fill, filled, hand, person, play, sideOf } from '../testing';

const source = 'Rulebook v1.1 · Special Abilities · Protection';

describe(`protection (${source})`, () => {
  it('reduces the first source of Damage in a turn to 0', () => {
    const s = duel({ A: person(hand('baron'), ['brute']), B: person(hand(...fill(2)), ['carapace']) });
    const B = sideOf(play(s, [{ do: 'end-turn' }]).view, 'B');
    expect(B.lines.top.map((c) => c.card)).toEqual(['carapace']);
    expect(B.hand).toEqual(['#stronghold', ...filled(2)]);
  });

  it('the second source the same turn hits normally', () => {
    const s = duel({ A: person(hand('baron'), ['brute', 'zombie']), B: person(hand(...fill(2)), ['carapace']) });
    expect(sideOf(play(s, [{ do: 'end-turn' }]).view, 'B').hand).toEqual(['#stronghold', ...filled(2), 'carapace']);
  });

  it('a Splash side hit uses it up (R8; F12)', () => {
    const s = duel({
      A: person(hand('baron'), [creature('Splasher', 3, 2, 5, 'splash')], ['brute']),
      B: person(hand(...fill(2)), [creature('Wall', 3, 0, 9)], ['carapace']),
    });
    expect(sideOf(play(s, [{ do: 'end-turn' }]).view, 'B').hand).toEqual(['#stronghold', ...filled(2), 'carapace']);
  });

  it('an Incantation is a source too', () => {
    const s = duel({ A: person(hand('boom', 'baron'), ['brute']), B: person(hand(...fill(2)), ['carapace']) }, { mana: 1 });
    const { view } = play(s, [{ do: 'play', card: 'boom', target: { player: 'B', line: 'top', index: 0 } }, { do: 'end-turn' }]);
    expect(sideOf(view, 'B').hand).toEqual(['#stronghold', ...filled(2), 'carapace']);
  });

  it('a source dealing 0 does not use it (R8)', () => {
    const s = duel({ A: person(hand('baron'), ['brute', creature('Pebble', 1, 0, 3)]), B: person(hand(...fill(2)), ['carapace']) });
    expect(sideOf(play(s, [{ do: 'end-turn' }]).view, 'B').lines.top.map((c) => c.card)).toEqual(['carapace']);
  });
});
