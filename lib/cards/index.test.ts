import { describe, expect, it } from 'vitest';
import cardsJson from './data/cards.json';
import { ABILITIES, CARDS, SETS, cardsOfSet, getAbility, getCard, getSet } from './index';

describe('card data module', () => {
  it('exposes cards.json as loaded', () => {
    expect(CARDS).toEqual(cardsJson);
  });

  it('finds a card, a set and an ability by slug', () => {
    expect(getCard('demon-belier')?.name).toBe('Démon-Bélier');
    expect(getSet('felonie')).toMatchObject({ nameEn: 'Treachery', nameFr: 'Félonie' });
    expect(getAbility('price-of-blood')).toMatchObject({ nameEn: 'Price of Blood', nameFr: 'Prix du sang' });
  });

  it('answers undefined for unknown slugs', () => {
    expect(getCard('nope')).toBeUndefined();
    expect(getSet('nope')).toBeUndefined();
    expect(getAbility('nope')).toBeUndefined();
  });

  it('finds every card, set and ability by its own slug', () => {
    for (const card of CARDS) expect(getCard(card.slug)).toBe(card);
    for (const set of SETS) expect(getSet(set.slug)).toBe(set);
    for (const ability of ABILITIES) expect(getAbility(ability.slug)).toBe(ability);
  });

  it('lists the cards of a set in collector order', () => {
    for (const set of SETS) {
      const cards = cardsOfSet(set.slug);
      expect(cards.map((c) => c.number)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
      expect(cards.every((c) => c.set === set.slug)).toBe(true);
    }
    expect(cardsOfSet('nope')).toEqual([]);
  });
});
