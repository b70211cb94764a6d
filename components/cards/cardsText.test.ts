import { describe, expect, it } from 'vitest';
import { CARDS, getCard, getSet } from '@/lib/cards';
import { cardAbilitiesText, cardDescription, cardStatsText, fromSetText, setName } from './cardsText';

describe('card texts for labels', () => {
  it('describe a Creature with its numbers and abilities, in both languages', () => {
    const scribe = getCard('scribe')!;
    expect(cardDescription(scribe, 'en')).toBe(
      'Scribe: Creature from Initiation Pack, 4 Mana, 3 Attack, 3 Health. Rage, Indestructible.',
    );
    expect(cardDescription(scribe, 'fr')).toBe(
      "Scribe : Créature du Pack d'Initiation, 4 Mana, 3 Attaque, 3 PV. Rage, Indestructible.",
    );
  });
  it('mark abilities given as an Aura', () => {
    const aura = CARDS.find((c) => c.abilities.some((a) => a.ability === 'sprint' && a.aura))!;
    expect(cardAbilitiesText(aura, 'en')).toContain('Sprint (as an Aura)');
    expect(cardAbilitiesText(aura, 'fr')).toContain('Sprint (en Aura)');
  });
  it('give an Incantation its Damage and no Health', () => {
    const spell = CARDS.find((c) => c.type === 'incantation' && c.attack !== 'X')!;
    expect(cardStatsText(spell, 'en')).toBe(`${spell.mana} Mana, ${spell.attack} Damage`);
  });
  it('say "1 Blessure", in the singular, for an Incantation dealing 1', () => {
    const card = { ...CARDS.find((c) => c.type === 'incantation')!, attack: 1 };
    expect(cardStatsText(card, 'fr')).toBe(`${card.mana} Mana, 1 Blessure`);
    expect(cardStatsText({ ...card, attack: 2 }, 'fr')).toBe(`${card.mana} Mana, 2 Blessures`);
  });
  it('put the right French article before a set: du, d’ or de', () => {
    expect(
      ['initiation', 'ebrechement', 'insaisissable', 'felonie', 'resistance'].map((slug) =>
        fromSetText(getSet(slug), 'fr'),
      ),
    ).toEqual(["du Pack d'Initiation", 'd’Ébrèchement', 'd’Insaisissable', 'de Félonie', 'de Résistance']);
    expect(fromSetText(getSet('felonie'), 'en')).toBe('from Treachery');
  });
  it('keep printed card names untranslated and name sets per language', () => {
    const french = CARDS.find((c) => c.set === 'felonie')!;
    expect(cardDescription(french, 'en').startsWith(`${french.name}:`)).toBe(true);
    expect(setName(getSet('felonie'), 'en')).toBe('Treachery');
    expect(setName(getSet('felonie'), 'fr')).toBe('Félonie');
    expect(setName(undefined, 'en')).toBe('');
  });
});
