import { describe, expect, it } from 'vitest';
import { CARDS } from '../../cards';
import { describeCard } from './describeCard';

describe('describeCard', () => {
  it('reads a Creature’s Attack, Health and every ability, in English and French', () => {
    const card = CARDS.find((c) => c.type === 'creature' && c.abilities.some((a) => a.ability === 'protection'))!;
    const en = describeCard(card, 'en');
    expect(en).toContain(`Creature, Attack ${card.attack}, ${card.health} HP; abilities: `);
    expect(en).toContain('Protection');
    expect(describeCard(card, 'fr')).toContain(`Créature, Attaque ${card.attack}, ${card.health} PV ; capacités : `);
  });

  it('reads an Incantation’s Damage', () => {
    const spell = CARDS.find((c) => c.type === 'incantation' && c.abilities.length === 0)!;
    expect(describeCard(spell, 'en')).toBe(`Incantation, ${spell.attack} Damage`);
  });

  it('says “1 Dégât” in French for an Incantation of 1 Damage, and the plural above', () => {
    const one = CARDS.find((c) => c.type === 'incantation' && c.attack === 1)!;
    const more = CARDS.find((c) => c.type === 'incantation' && typeof c.attack === 'number' && c.attack > 1)!;
    expect(describeCard(one, 'fr')).toMatch(/^Incantation, 1 Dégât(;|$)/);
    expect(describeCard(more, 'fr')).toMatch(new RegExp(`^Incantation, ${more.attack} Dégâts`));
  });
});
