import { describe, expect, it } from 'vitest';
import { creature, duel, fill, filled, hand, person, play, sideOf } from '../testing';
import { protection } from './protection';
import { HOOKS } from './registry';

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
    const s = duel(
      { A: person(hand('boom', 'baron'), ['brute']), B: person(hand(...fill(2)), ['carapace']) },
      { mana: 1 },
    );
    const { view } = play(s, [
      { do: 'play', card: 'boom', target: { player: 'B', line: 'top', index: 0 } },
      { do: 'end-turn' },
    ]);
    expect(sideOf(view, 'B').hand).toEqual(['#stronghold', ...filled(2), 'carapace']);
  });

  it('a source dealing 0 does not use it (R8)', () => {
    const s = duel({
      A: person(hand('baron'), ['brute', creature('Pebble', 1, 0, 3)]),
      B: person(hand(...fill(2)), ['carapace']),
    });
    expect(sideOf(play(s, [{ do: 'end-turn' }]).view, 'B').lines.top.map((c) => c.card)).toEqual(['carapace']);
  });

  it('the first damaging source uses it up even on a Creature that gains it later (R8): step 8 marks every damaged Creature', () => {
    // Grunt suffers a Boom without Protection, then the line closes up next to Machine, whose Aura gives it Protection.
    const grunt = creature('Grunt', 3, 0, 4);
    const s = duel(
      {
        A: person(hand('boom', 'baron'), ['zombie']),
        B: person(hand('brute'), [grunt, creature('Peon', 3, 0, 1), 'machine']),
      },
      { mana: 3 },
    );
    const boom = (index: number) => ({ do: 'play', card: 'boom', target: { player: 'B', line: 'top', index } });
    const before = play(s, [boom(0), boom(1), boom(1)]);
    expect(sideOf(before.view, 'B').lines.top.map((c) => c.card)).toEqual(['grunt', 'machine']);
    expect(before.state.lines.top.B![0]).toMatchObject({ damage: 1, protectionUsed: true });
    // Zombie's 3 is not the Grunt's first source this turn: it is not absorbed and the Grunt falls.
    expect(sideOf(play(before.state, [{ do: 'end-turn' }]).view, 'B').lines.top.map((c) => c.card)).toEqual([
      'machine',
    ]);
  });

  it("its mark is left by the Damage step and cleared by the end of the turn (R8, R19), whatever the Creature's abilities", () => {
    const c = { card: 0, host: null, damage: 0, new: false, protectionUsed: false, sprint: 0 };
    protection.damaged!(c);
    expect(c.protectionUsed).toBe(true);
    protection.endOfTurn!(c);
    expect(c.protectionUsed).toBe(false);
    expect(HOOKS.damaged.map((h) => h.module.slug)).toEqual(['protection']);
  });
});
