import { describe, expect, it } from 'vitest';
import { bit, maskOf, resolveCard, slugify, slugsOf, toCardDef } from './cards';

describe('engine card helpers', () => {
  it('derives inline slugs the way the scenario spec says (lower case, no accents, dashes)', () => {
    expect(slugify('Test Berserker')).toBe('test-berserker');
    expect(slugify('Gésticulateur  Toxique')).toBe('gesticulateur-toxique');
  });

  it('resolves official slugs and rejects unknown ones', () => {
    const baron = resolveCard('baron');
    expect(baron.ok && baron.card.attack).toBe(3);
    const bad = resolveCard('no-such-card');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.message).toMatch(/unknown card/);
  });

  it('validates inline cards, including their abilities', () => {
    const ok = resolveCard({
      name: 'Wall',
      type: 'creature',
      mana: 4,
      attack: 1,
      health: 6,
      abilities: [{ ability: 'berserk', aura: false }],
    });
    expect(ok.ok && ok.card.slug).toBe('wall');
    const badAbility = resolveCard({
      name: 'Odd',
      type: 'creature',
      mana: 1,
      attack: 1,
      health: 1,
      abilities: [{ ability: 'flying' }],
    });
    expect(!badAbility.ok && badAbility.message).toMatch(/unknown ability/);
    expect(resolveCard({ name: 'Neg', type: 'creature', mana: -1, attack: 1, health: 1 }).ok).toBe(false);
  });

  it('splits own and Aura abilities into masks', () => {
    const def = toCardDef({
      slug: 'd',
      name: 'D',
      type: 'creature',
      mana: 2,
      attack: 'X',
      health: 1,
      abilities: [
        { ability: 'indestructible', aura: false },
        { ability: 'splash', aura: true },
      ],
    });
    expect(def.own).toBe(bit('indestructible'));
    expect(def.aura).toBe(bit('splash'));
    expect(def.atk).toBe(0);
    expect(slugsOf(maskOf(['rage', 'aerial']))).toEqual(['aerial', 'rage']);
  });
});
