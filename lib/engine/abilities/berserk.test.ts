import { describe, expect, it } from 'vitest';
import { HOOKS } from './registry';
import { creature, duel, fill, filled, hand, person, play, sideOf } from '../testing';

const source = 'Rulebook v1.1 · Special Abilities · Berserk';
const axe = creature('Axe', 4, 3, 5, 'berserk');

describe(`berserk (${source})`, () => {
  it('attacks again after each destroyed enemy Creature', () => {
    const s = duel({
      A: person(hand('gnome'), [axe]),
      B: person(hand(...fill(1)), ['zombie', 'microctopus', 'baron']),
    });
    const B = sideOf(play(s, [{ do: 'end-turn' }]).view, 'B');
    expect(B.lines.top.map((c) => c.card)).toEqual(['baron']);
    expect(B.hand).toEqual(['#stronghold', 'card-1', 'zombie', 'microctopus']);
  });

  it('after destroying the last enemy Creature, attacks the Stronghold (F19)', () => {
    const s = duel({ A: person(hand('gnome'), [axe]), B: person(hand(...fill(4)), ['zombie']) });
    expect(sideOf(play(s, [{ do: 'end-turn' }]).view, 'B').hand).toEqual([
      ...filled(3),
      '#stronghold',
      'card-4',
      'zombie',
    ]);
  });

  it('on its entry turn with Rage, does not go on to the Stronghold', () => {
    const s = duel({ A: person(hand('gnome', 'baron')), B: person(hand(...fill(2)), ['zombie']) }, { mana: 3 });
    const B = sideOf(play(s, [{ do: 'play', card: 'gnome', line: 'top' }, { do: 'end-turn' }]).view, 'B');
    expect(B.hand).toEqual(['#stronghold', ...filled(2), 'zombie']);
  });

  it('does not trigger when the Bastion falls (F20)', () => {
    const s = duel({ A: person(hand('gnome'), [axe]), B: person([fill(1)[0], '#stronghold', fill(1, 2)[0]]) });
    const B = sideOf(play(s, [{ do: 'end-turn' }]).view, 'B');
    expect(B.stronghold).toBe('fort');
    expect(B.hand).toEqual(['#stronghold', ...filled(2)]);
  });

  it('plugs into step 18 through its own hook, and reports each extra attack with its rule', () => {
    expect(HOOKS.attackAgain.map((h) => h.module.slug)).toEqual(['berserk']);
    const s = duel({ A: person(hand('gnome'), [axe]), B: person(hand(...fill(1)), ['zombie', 'baron']) });
    const triggered = play(s, [{ do: 'end-turn' }]).events.filter(
      (e) => e.type === 'ability-triggered' && e.ability === 'berserk',
    );
    expect(triggered.map((e) => e.rule)).toEqual([source]);
  });
});
