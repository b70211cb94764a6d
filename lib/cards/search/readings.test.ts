// Bare words that spell an ability or a type: expected cards filtered by hand from the data.
import { describe, expect, it } from 'vitest';
import { CARDS, type OfficialCard } from '../index';
import { normalizeText } from '../normalize';
import { describeQuery, describeReading } from './describe';
import { searchCards } from './searchCards';

const slugs = (cards: readonly OfficialCard[]) => cards.map((c) => c.slug);
const has = (ability: string) => (c: OfficialCard) => c.abilities.some((a) => a.ability === ability);
const named = (text: string) => (c: OfficialCard) => normalizeText(c.name).replace(/ /g, '').includes(text);
const sorted = (list: string[]) => [...list].sort();

describe('bare words also read as abilities and types', () => {
  it('sprint finds every card with Sprint, printed or as an Aura, and says how it read the word', () => {
    const expected = CARDS.filter(has('sprint'));
    expect(expected.some((c) => c.abilities.some((a) => a.ability === 'sprint' && a.aura))).toBe(true);
    const result = searchCards('sprint');
    expect(slugs(result.cards)).toEqual(slugs(expected));
    expect(result.readings).toEqual([
      {
        text: 'sprint',
        start: 0,
        end: 6,
        reading: { kind: 'ability', value: 'sprint' },
        fuzzy: false,
        names: false,
        query: 'ab:sprint',
      },
    ]);
    expect(describeReading(result.readings[0], 'en')).toBe('Showing cards with Sprint — ab:sprint');
    expect(describeReading(result.readings[0], 'fr')).toBe('Affichage des cartes avec Sprint — ab:sprint');
    expect(describeQuery(result.ast, 'en')).toBe('Cards with Sprint');
  });

  it.each([
    ['indestructible', 'indestructible'],
    ['Perfforation', 'perforation'],
    ['prix du sang', 'price-of-blood'],
    ['price of blood', 'price-of-blood'],
    ['Aérienne', 'aerial'],
    ['vulnerabilite', 'vulnerability'],
    ['Regeneraton', 'regeneration'],
  ])('%s finds the cards with %s', (query, ability) => {
    const result = searchCards(query);
    expect(slugs(result.cards)).toEqual(slugs(CARDS.filter(has(ability))));
    expect(result.readings).toHaveLength(1);
    expect(result.readings[0]).toMatchObject({
      text: query,
      query: `ab:${ability}`,
      reading: { kind: 'ability', value: ability },
    });
  });

  it('says when a word was read from a near spelling, in both languages', () => {
    const [reading] = searchCards('Perfforation').readings;
    expect(reading.fuzzy).toBe(true);
    expect(describeReading(reading, 'en')).toBe('Showing cards with Perforation (for “Perfforation”) — ab:perforation');
    expect(describeReading(reading, 'fr')).toBe(
      'Affichage des cartes avec Perforation (pour « Perfforation ») — ab:perforation',
    );
  });

  it('keeps names first where a word finds both a name and an ability', () => {
    const byName = CARDS.filter(named('rage'));
    const byAbility = CARDS.filter((c) => has('rage')(c) && !named('rage')(c));
    expect(byName.length).toBeGreaterThan(0);
    const result = searchCards('rage');
    expect(slugs(result.cards)).toEqual([...slugs(byName), ...slugs(byAbility)]);
    expect(result.readings[0]).toMatchObject({ names: true, query: 'name:rage or ab:rage' });
    expect(describeReading(result.readings[0], 'en')).toBe(
      'Showing cards named “rage”, then cards with Rage — name:rage or ab:rage',
    );
  });

  it('a chosen order replaces the names-first order', () => {
    const result = searchCards('rage order:mana');
    const manas = result.cards.map((c) => c.mana);
    expect(manas).toEqual([...manas].sort((a, b) => a - b));
  });

  it('reads type words in both languages', () => {
    for (const word of ['creature', 'créatures', 'Creatures'])
      expect(sorted(slugs(searchCards(word).cards))).toEqual(sorted(slugs(CARDS.filter((c) => c.type === 'creature'))));
    expect(slugs(searchCards('incantations').cards)).toEqual(slugs(CARDS.filter((c) => c.type === 'incantation')));
    expect(describeQuery(searchCards('creature').ast, 'en')).toBe('Creatures');
  });

  it('combines with other terms and negation', () => {
    expect(slugs(searchCards('sprint m<=3').cards)).toEqual(
      slugs(CARDS.filter((c) => has('sprint')(c) && c.mana <= 3)),
    );
    expect(slugs(searchCards('-sprint').cards)).toEqual(slugs(CARDS.filter((c) => !has('sprint')(c))));
    expect(searchCards('-sprint').readings).toEqual([]);
    expect(slugs(searchCards('prix du sang t:incantation').cards)).toEqual(
      slugs(CARDS.filter((c) => has('price-of-blood')(c) && c.type === 'incantation')),
    );
  });

  it('leaves a mistyped card name to the name suggestions, and plain names alone', () => {
    expect(searchCards('dragn').readings).toEqual([]);
    expect(searchCards('dragn').cards).toEqual([]);
    expect(searchCards('image').readings).toEqual([]);
    const demon = searchCards('demon');
    expect(demon.readings).toEqual([]);
    expect(slugs(demon.cards)).toEqual(slugs(CARDS.filter(named('demon'))));
  });

  it('an explicit name: term reads only names', () => {
    expect(searchCards('name:sprint').cards).toEqual([]);
    expect(searchCards('name:sprint').readings).toEqual([]);
  });
});
