import { describe, expect, it } from 'vitest';
import { HOOKS } from './registry';
import { apply } from '../apply';
import { creature, duel, fill, filled, hand, person, play, sideOf, solo } from '../testing';

const source = 'Rulebook v1.1 · Special Abilities · Price of Blood';
const blood = creature('Blood', 5, 3, 3, 'price-of-blood');

describe(`price of blood (${source})`, () => {
  it('spends all the Mana left, then shifts the Stronghold right once per missing Mana', () => {
    const s = duel({ A: person(hand(blood, ...fill(5))), B: person(hand('baron')) }, { mana: 3 });
    const { view } = play(s, [{ do: 'play', card: 'blood', line: 'top' }]);
    expect(view.mana).toBe(0);
    expect(sideOf(view, 'A').hand).toEqual([...filled(2), '#stronghold', ...filled(3, 3)]);
    expect(sideOf(view, 'A').lines.top.map((c) => c.card)).toEqual(['blood']);
  });

  it('is never refused for lack of Mana', () => {
    const s = duel({ A: person(hand(blood, 'baron')), B: person(hand('baron')) }, { mana: 0 });
    expect(apply(s, { type: 'play', card: 'blood', line: 'top' }).ok).toBe(true);
  });

  it('shifts in instances of 1: the Bastion falls, the rest goes on the Fort (R1)', () => {
    const a = person([fill(1)[0], '#stronghold', creature('Blood', 3, 3, 3, 'price-of-blood'), fill(1, 2)[0]]);
    const s = duel({ A: a, B: person(hand('baron')) }, { mana: 0 });
    const { view } = play(s, [{ do: 'play', card: 'blood', line: 'top' }]);
    expect(view.winner).toBe('B');
  });

  it('for the AI costs 0 and mills its printed Mana (AI Exception, R2)', () => {
    const deck = [
      creature('Blood', 2, 1, 1, 'price-of-blood'),
      creature('M 1', 1, 1, 1),
      creature('M 2', 1, 1, 1),
      creature('Six', 6, 1, 1),
      creature('Left', 3, 1, 1),
    ];
    const s = solo({ A: person(hand('baron')), B: { deck, discard: [], lines: { top: [], bottom: [] } } });
    const B = sideOf(play(s, [{ do: 'end-turn' }]).view, 'B');
    expect(B.lines.top.map((c) => c.card)).toEqual(['blood']);
    expect(B.lines.bottom.map((c) => c.card)).toEqual(['six']);
    expect(B.discard).toEqual(['m-2', 'm-1']);
    expect(B.deck).toEqual(['left']);
  });

  it("pays through its own Phase 2 hooks: the person's missing Mana and the Solo AI's exception (R1, R2)", () => {
    expect(HOOKS.payMissing.map((h) => h.module.slug)).toEqual(['price-of-blood']);
    expect(HOOKS.aiPay.map((h) => h.module.slug)).toEqual(['price-of-blood']);
    const s = duel({ A: person(hand(blood, ...fill(5))), B: person(hand('baron')) }, { mana: 3 });
    const { events } = play(s, [{ do: 'play', card: 'blood', line: 'top' }]);
    expect(events.find((e) => e.type === 'ability-triggered')).toMatchObject({
      ability: 'price-of-blood',
      detail: '2 shifts',
      rule: source,
    });
    expect(events.filter((e) => e.type === 'stronghold-shift' && e.rule === source)).toHaveLength(2);
  });
});
