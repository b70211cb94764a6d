import { describe, expect, it } from 'vitest';
import { getCard } from '../../cards';
import { describeCardFace } from './describe';

describe('describeCardFace', () => {
  it('summarises a vanilla Creature', () => {
    expect(describeCardFace(getCard('brute')!, 'en')).toBe('Brute, Creature, Mana 4, Attack 5, Health 5, no ability');
  });

  it('names Auras and keeps French card names in English', () => {
    expect(describeCardFace(getCard('vortex')!, 'fr')).toBe(
      'Vortex, Créature, Mana 2, Attaque 0, Vie 3, capacités : Sprint (Aura)',
    );
    expect(describeCardFace({ ...getCard('gesticulateur-toxique')! }, 'en')).toMatch(
      /^Gesticulateur Toxique, Creature, Mana 4, Attack X, Health 3/,
    );
  });

  it('calls a Champion a Champion', () => {
    expect(describeCardFace({ ...getCard('brute')!, champion: true }, 'fr')).toMatch(/^Brute, Champion,/);
  });
});
