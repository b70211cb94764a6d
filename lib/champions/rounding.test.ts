import { describe, expect, it } from 'vitest';
import { CARDS } from '../cards';
import { attackForCost, computeManaCost, creatureRounding, type RoundingDirection } from './cost';

interface Half {
  name: string;
  attack: number;
  health: number;
  statPart: number;
  abilityPart: number;
  printedUp: boolean;
}

/** The verified Creatures whose formula lands on a half: the only ones a rounding rule decides. */
const halves: Half[] = CARDS.filter((card) => card.type === 'creature' && card.verified).flatMap((card) => {
  const cost = computeManaCost({ attack: card.attack, health: card.health ?? 0, abilities: card.abilities });
  if (Number.isInteger(cost.exact)) return [];
  const statPart = cost.breakdown.find((l) => l.kind === 'base')?.amount ?? 0;
  const abilityPart = cost.breakdown
    .filter((l) => l.kind === 'ability' || l.kind === 'aura')
    .reduce((s, l) => s + l.amount, 0);
  return [
    {
      name: card.name,
      attack: attackForCost(card.attack),
      health: card.health ?? 0,
      statPart,
      abilityPart,
      printedUp: card.mana > cost.exact,
    },
  ];
});

const alternatives: Record<string, (h: Half) => RoundingDirection> = {
  'chosen: up when abilities > 2 × stats': (h) => creatureRounding(h.statPart, h.abilityPart),
  'always up': () => 'up',
  'always down': () => 'down',
  'half to even': (h) => (Math.floor(h.statPart + h.abilityPart) % 2 === 0 ? 'down' : 'up'),
  'up when attack ≥ health': (h) => (h.attack >= h.health ? 'up' : 'down'),
  'up when abilities > stats': (h) => (h.abilityPart > h.statPart ? 'up' : 'down'),
  'down when the half comes from the stats': (h) => (Number.isInteger(h.statPart) ? 'up' : 'down'),
};

describe('creatureRounding', () => {
  it('matches the official half-point cards at least as well as the alternatives', () => {
    expect(halves.length).toBeGreaterThan(0);
    const scores = Object.entries(alternatives).map(([label, rule]) => {
      const hits = halves.filter((h) => (rule(h) === 'up') === h.printedUp).length;
      console.log(`${label}: ${hits}/${halves.length}`);
      return hits;
    });
    expect(scores[0]).toBe(Math.max(...scores));
    expect(scores[0]).toBeGreaterThan(halves.length / 2);
  });

  it('rounds up ability-heavy designs and down stat-heavy ones', () => {
    expect(creatureRounding(0, 2.5)).toBe('up');
    expect(creatureRounding(1.5, 3)).toBe('down');
    expect(creatureRounding(1, 2.5)).toBe('up');
  });
});
