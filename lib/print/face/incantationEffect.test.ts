import { describe, expect, it } from 'vitest';
import { getCard } from '../../cards';
import { incantationEffect } from './incantationEffect';

const effect = (slug: string, locale: 'en' | 'fr') => incantationEffect(getCard(slug)!, locale);

describe('incantationEffect', () => {
  it('says how much Damage and to whom: one Creature, or more with Perforation and Splash', () => {
    expect(effect('annihilation', 'en')).toBe('Deals 6 Damage to a Creature.');
    expect(effect('meteorite', 'en')).toBe('Deals 4 Damage to a Creature and to the one behind it.');
    expect(effect('combustion', 'en')).toBe('Deals 2 Damage to a Creature and to the one facing it on the other line.');
    expect(effect('cyclone', 'en')).toBe(
      'Deals 3 Damage to a Creature, to the one behind it and to the one on the other line.',
    );
  });

  it('speaks French, with the singular for 1 Damage', () => {
    expect(effect('annihilation', 'fr')).toBe('Inflige 6 Dégâts à une Créature.');
    expect(effect('boom', 'fr')).toBe('Inflige 1 Dégât à une Créature.');
    expect(effect('net-et-precis', 'fr')).toBe(
      'Inflige 1 Dégât à une Créature et à celle qui lui fait face sur l’autre ligne.',
    );
  });

  it('says what X does: leaves the target at 1 HP', () => {
    expect(getCard('transformouton')!.attack).toBe('X');
    expect(effect('transformouton', 'en')).toBe('Leaves a Creature with 1 HP.');
    expect(effect('transformouton', 'fr')).toBe('Laisse une Créature à 1 PV.');
  });

  it('is null for a Creature or a Champion', () => {
    expect(effect('brute', 'en')).toBeNull();
    expect(incantationEffect({ ...getCard('brute')!, champion: true }, 'en')).toBeNull();
  });
});
