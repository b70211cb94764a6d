import { describe, expect, it } from 'vitest';
import { HOOKS } from './registry';
import { creature, duel, fill, hand, person, play, sideOf, solo } from '../testing';

const source = 'Rulebook v1.1 · Special Abilities · Catalyst';

describe(`catalyst (${source})`, () => {
  it('gives its controller +2 Mana in Phase 1', () => {
    const s = duel({ A: person(hand('baron')), B: person(hand(...fill(3)), [creature('Cat', 2, 1, 2, 'catalyst')]) });
    expect(play(s, [{ do: 'end-turn' }]).view.mana).toBe(4 + 2);
  });

  it('granted by Aura counts for each neighbour, never for the Aura owner (R21)', () => {
    const s = duel({ A: person(hand('baron')), B: person(hand(...fill(3)), ['baron', 'ritualiste', 'zombie']) });
    expect(play(s, [{ do: 'end-turn' }]).view.mana).toBe(4 + 2 + 2);
  });

  it('adds +2 to the Solo AI Mana too', () => {
    const deck = [1, 2, 3, 4].map((i) => creature(`Three ${i}`, 3, 1, 1));
    const s = solo({
      A: person(hand('baron')),
      B: { deck, discard: [], lines: { top: [creature('Cat', 2, 0, 9, 'catalyst')], bottom: [] } },
    });
    // 6 + 2 = 8 Mana: three 3-Mana cards (9 ≥ 8), not two.
    const B = sideOf(play(s, [{ do: 'end-turn' }]).view, 'B');
    expect(B.deckCount).toBe(1);
  });

  it('adds its Mana through the Phase 1 hook, reporting +2 per Creature with its rule', () => {
    expect(HOOKS.manaBonus.map((h) => h.module.slug)).toEqual(['catalyst']);
    const s = duel({ A: person(hand('baron')), B: person(hand(...fill(3)), ['baron', 'ritualiste', 'zombie']) });
    const triggered = play(s, [{ do: 'end-turn' }]).events.filter(
      (e) => e.type === 'ability-triggered' && e.ability === 'catalyst',
    );
    expect(triggered.map((e) => [e.type === 'ability-triggered' && e.detail, e.rule])).toEqual([
      ['+2', source],
      ['+2', source],
    ]);
  });
});
