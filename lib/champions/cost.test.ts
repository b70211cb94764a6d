import { describe, expect, it } from 'vitest';
import { CARDS } from '../cards';
import type { OfficialCard } from '../cards/types';
import { computeIncantationCost, computeManaCost } from './cost';

function report(label: string, cards: OfficialCard[], price: (card: OfficialCard) => number) {
  const mismatches = cards.filter((card) => price(card) !== card.mana);
  const rate = (cards.length - mismatches.length) / cards.length;
  console.log(`${label}: ${cards.length - mismatches.length}/${cards.length} exact (${(rate * 100).toFixed(1)}%)`);
  for (const card of mismatches) {
    console.log(
      `  mismatch: ${card.name} (${card.set} ${card.number}) ${card.attack}/${card.health} ` +
        `[${card.abilities.map((a) => a.ability + (a.aura ? '*' : '')).join(', ')}] printed ${card.mana}, model ${price(card)}`,
    );
  }
  return { rate, mismatches };
}

const creatures = CARDS.filter((card) => card.type === 'creature');
const incantations = CARDS.filter((card) => card.type === 'incantation');
const creatureMana = (card: OfficialCard) =>
  computeManaCost({ attack: card.attack, health: card.health ?? 0, abilities: card.abilities }).mana;

describe('computeManaCost against the official Creatures', () => {
  it('reproduces at least 94% of the verified official Creatures exactly', () => {
    const verified = creatures.filter((card) => card.verified);
    expect(verified.length).toBe(194);
    const { rate } = report('Verified official Creatures', verified, creatureMana);
    expect(rate).toBeGreaterThanOrEqual(0.94);
  });

  it('prices the unverified card too (reported, not counted)', () => {
    const unverified = creatures.filter((card) => !card.verified);
    report('Unverified Creatures', unverified, creatureMana);
    for (const card of unverified) expect(Math.abs(creatureMana(card) - card.mana)).toBeLessThanOrEqual(1);
  });
});

describe('computeManaCost breakdown', () => {
  it('explains every point: the lines add up to the Mana cost', () => {
    for (const card of creatures) {
      const cost = computeManaCost({ attack: card.attack, health: card.health ?? 0, abilities: card.abilities });
      const total = cost.breakdown.reduce((sum, l) => sum + l.amount, 0);
      expect(total).toBe(cost.mana);
      expect(cost.breakdown.filter((l) => l.kind === 'rounding').length).toBe(cost.exact === cost.mana ? 0 : 1);
    }
  });

  it('lists the base, each ability with both names, and a surcharge per Aura', () => {
    const cost = computeManaCost({
      attack: 3,
      health: 4,
      abilities: [
        { ability: 'sprint', aura: true },
        { ability: 'protection', aura: false },
      ],
    });
    expect(cost.breakdown.map((l) => [l.kind, l.amount])).toEqual([
      ['base', 2.5],
      ['ability', 0.5],
      ['aura', 1],
      ['ability', 2],
    ]);
    expect(cost.breakdown[1]).toMatchObject({ label: 'Sprint', labelFr: 'Sprint' });
    expect(cost.breakdown[2].label).toContain('Sprint');
    expect(cost.breakdown[0].label).toContain('(3 + 4) / 2 − 1');
    expect(cost.exact).toBe(6);
    expect(cost.mana).toBe(6);
  });

  it('rounds a half and says which way', () => {
    const heavy = computeManaCost({ attack: 1, health: 1, abilities: [{ ability: 'rage', aura: false }] });
    expect(heavy.exact).toBe(1.5);
    expect(heavy.mana).toBe(2);
    expect(heavy.breakdown.at(-1)).toMatchObject({ kind: 'rounding', amount: 0.5 });
    const plain = computeManaCost({ attack: 4, health: 5, abilities: [] });
    expect(plain.mana).toBe(3);
    // With no abilities the split between abilities and stats is not the reason: it is not given.
    expect(plain.breakdown.at(-1)).toEqual({
      kind: 'rounding',
      amount: -0.5,
      label: 'Rounded down',
      labelFr: 'Arrondi à l’inférieur',
    });
    const light = computeManaCost({ attack: 4, health: 4, abilities: [{ ability: 'sprint', aura: false }] });
    expect(light.breakdown.at(-1)).toMatchObject({
      kind: 'rounding',
      amount: -0.5,
      label: 'Rounded down: the abilities cost at most twice the Attack and Health part',
    });
  });

  it('never goes below 0 Mana, and shows the floor as a line', () => {
    const cost = computeManaCost({ attack: 0, health: 1, abilities: [{ ability: 'defender', aura: false }] });
    expect(cost.exact).toBe(-1.5);
    expect(cost.mana).toBe(0);
    expect(cost.breakdown.reduce((sum, l) => sum + l.amount, 0)).toBe(0);
  });

  it('counts X as 1 and says so', () => {
    const x = computeManaCost({ attack: 'X', health: 3, abilities: [{ ability: 'vulnerability', aura: false }] });
    const one = computeManaCost({ attack: 1, health: 3, abilities: [{ ability: 'vulnerability', aura: false }] });
    expect(x.exact).toBe(one.exact);
    expect(x.warnings.map((w) => w.code)).toEqual(['x-attack']);
    expect(x.breakdown[0].label).toBe('Attack X and Health 3: (1 + 3) / 2 − 1');
    expect(x.breakdown[0].labelFr).toBe('Attaque X et PV 3 : (1 + 3) / 2 − 1');
    expect(one.warnings).toEqual([]);
  });

  it('prices an ability held both as the card’s own and as an Aura twice, plus the Aura: Druide Pacifique as printed', () => {
    const druid = creatures.find((c) => c.slug === 'druide-pacifique')!;
    const cost = computeManaCost({ attack: druid.attack, health: druid.health ?? 0, abilities: druid.abilities });
    expect(cost.breakdown.map((l) => [l.kind, l.label, l.amount])).toEqual([
      ['base', 'Attack 1 and Health 1: (1 + 1) / 2 − 1', 0],
      ['ability', 'Indestructible', 0.5],
      ['ability', 'Indestructible', 0.5],
      ['aura', 'Aura: Indestructible', 1],
    ]);
    expect(cost.mana).toBe(druid.mana);
    const ownOnly = computeManaCost({ attack: 1, health: 1, abilities: [druid.abilities[0]] });
    const auraOnly = computeManaCost({ attack: 1, health: 1, abilities: [druid.abilities[1]] });
    expect(cost.exact).toBe(ownOnly.exact + auraOnly.exact - ownOnly.breakdown[0].amount);
  });

  it('refuses an unknown ability instead of pricing it as free', () => {
    expect(() =>
      computeManaCost({ attack: 1, health: 1, abilities: [{ ability: 'flying' as never, aura: false }] }),
    ).toThrow(/Unknown ability/);
  });
});

describe('computeIncantationCost', () => {
  it('reproduces most official Incantations (damage / 2 + 1 + abilities, rounded down)', () => {
    const { rate } = report('Official Incantations', incantations, (card) => computeIncantationCost(card).mana);
    expect(incantations.length).toBeGreaterThan(20);
    expect(rate).toBeGreaterThanOrEqual(0.9);
  });

  it('uses the Incantation prices of abilities', () => {
    const creaturePrice = computeManaCost({
      attack: 2,
      health: 2,
      abilities: [{ ability: 'sharpening', aura: false }],
    });
    const spell = computeIncantationCost({ attack: 2, abilities: [{ ability: 'sharpening', aura: false }] });
    expect(creaturePrice.breakdown[1].amount).toBe(2);
    expect(spell.breakdown[1].amount).toBe(3);
    expect(spell.mana).toBe(5);
  });
});
