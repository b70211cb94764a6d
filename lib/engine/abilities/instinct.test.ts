import { describe, expect, it } from 'vitest';
import { HOOKS } from './registry';
import { creature, duel, fill, filled, hand, person, play, sideOf } from '../testing';

const source = 'Rulebook v1.1 · Special Abilities · Instinct';
const fox = creature('Fox', 3, 2, 4, 'instinct');

describe(`instinct (${source})`, () => {
  it('a damaged survivor strikes back at the closest enemy Creature on its line', () => {
    const s = duel({ A: person(hand('baron'), [creature('Zed', 2, 3, 2)]), B: person(hand(...fill(2)), [fox]) });
    const { view } = play(s, [{ do: 'end-turn' }]);
    expect(sideOf(view, 'A').hand).toEqual(['#stronghold', 'baron', 'zed']);
    expect(sideOf(view, 'B').lines.top.map((c) => c.card)).toEqual(['fox']);
  });

  it('does nothing when the owner is destroyed', () => {
    const s = duel({ A: person(hand('baron'), ['brute']), B: person(hand(...fill(2)), [fox]) });
    const { view } = play(s, [{ do: 'end-turn' }]);
    expect(sideOf(view, 'A').lines.top.map((c) => c.card)).toEqual(['brute']);
    expect(sideOf(view, 'B').hand).toEqual(['#stronghold', ...filled(2), 'fox']);
  });

  it('with no enemy Creature on its line, strikes the enemy Stronghold', () => {
    const s = duel({
      A: person(hand(...fill(4)), [creature('Splasher', 3, 2, 5, 'splash')]),
      B: person(hand('baron'), [creature('Wall', 3, 0, 9)], [creature('Fox', 3, 1, 4, 'instinct')]),
    });
    expect(sideOf(play(s, [{ do: 'end-turn' }]).view, 'A').hand).toEqual(['card-1', '#stronghold', ...filled(3, 2)]);
  });

  it('is not triggered by an Incantation (R18)', () => {
    const s = duel(
      {
        A: person(hand('boom'), [creature('Zed', 2, 3, 2)]),
        B: person(hand(...fill(2)), [creature('Fox', 3, 5, 4, 'instinct')]),
      },
      { mana: 1 },
    );
    const { view } = play(s, [{ do: 'play', card: 'boom', target: { player: 'B', line: 'top', index: 0 } }]);
    expect(sideOf(view, 'A').lines.top.map((c) => c.card)).toEqual(['zed']);
  });

  it('an answer that damages an Instinct Creature is answered in turn (R18)', () => {
    const s = duel({
      A: person(hand('baron'), [creature('Bear', 6, 6, 6, 'instinct')]),
      B: person(hand(...fill(2)), [creature('Lynx', 3, 1, 7, 'instinct')]),
    });
    const { view, events } = play(s, [{ do: 'end-turn' }]);
    expect(events.filter((e) => e.type === 'attack').map((e) => (e as { card: string }).card)).toEqual([
      'bear',
      'lynx',
      'bear',
    ]);
    expect(sideOf(view, 'B').hand).toEqual(['#stronghold', ...filled(2), 'lynx']);
  });

  it("answers only after all of a Berserk attacker's attacks", () => {
    const s = duel({
      A: person(hand('baron'), [creature('Axe', 4, 3, 9, 'berserk')]),
      B: person(hand(...fill(2)), ['zombie', creature('Fox', 3, 1, 5, 'instinct')]),
    });
    const { events } = play(s, [{ do: 'end-turn' }]);
    const attacks = events.filter((e) => e.type === 'attack').map((e) => (e as { card: string }).card);
    expect(attacks).toEqual(['axe', 'axe', 'fox']);
  });

  it('answers through its own step-19 hook, which reports the answer with its rule before it strikes', () => {
    expect(HOOKS.answer.map((h) => h.module.slug)).toEqual(['instinct']);
    const s = duel({ A: person(hand('baron'), [creature('Zed', 2, 3, 2)]), B: person(hand(...fill(2)), [fox]) });
    const { events } = play(s, [{ do: 'end-turn' }]);
    const at = events.findIndex((e) => e.type === 'ability-triggered' && e.ability === 'instinct');
    expect(events[at]).toMatchObject({ player: 'B', card: 'fox', rule: source });
    expect(events.slice(at).some((e) => e.type === 'attack' && e.card === 'fox')).toBe(true);
  });
});
