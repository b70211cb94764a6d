import { describe, expect, it } from 'vitest';
import { CARDS, SETS, type OfficialCard } from '../index';
import { searchCards } from './searchCards';

const setRank = (c: OfficialCard) => SETS.findIndex((s) => s.slug === c.set);
const collector = (a: OfficialCard, b: OfficialCard) => setRank(a) - setRank(b) || a.number - b.number;
const fold = (s: string) =>
  s
    .replace(/œ/gi, 'oe')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const slugs = (cards: OfficialCard[]) => cards.map((c) => c.slug);

/** Sorts by a numeric key (null last in both directions), ties in collector order. */
function byKey(cards: OfficialCard[], key: (c: OfficialCard) => number | null, desc: boolean): OfficialCard[] {
  return [...cards].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka === kb) return collector(a, b);
    if (ka === null) return 1;
    if (kb === null) return -1;
    return (desc ? kb - ka : ka - kb) || collector(a, b);
  });
}

describe('sorting', () => {
  it('defaults to set order then collector number', () => {
    const result = searchCards('t:creature');
    expect(result).toMatchObject({ order: 'set', dir: 'asc' });
    expect(slugs(result.cards)).toEqual(slugs(CARDS.filter((c) => c.type === 'creature').sort(collector)));
  });

  it('reverses the collector order with dir:desc', () => {
    expect(slugs(searchCards('dir:desc').cards)).toEqual(slugs([...CARDS].sort(collector).reverse()));
  });

  it('sorts by mana, both ways, ties in collector order', () => {
    expect(slugs(searchCards('order:mana').cards)).toEqual(slugs(byKey([...CARDS], (c) => c.mana, false)));
    expect(slugs(searchCards('order:mana dir:desc').cards)).toEqual(slugs(byKey([...CARDS], (c) => c.mana, true)));
  });

  it('sorts by attack with X cards last both ways', () => {
    const atk = (c: OfficialCard) => (typeof c.attack === 'number' ? c.attack : null);
    for (const desc of [false, true]) {
      const cards = searchCards(`order:atk dir:${desc ? 'desc' : 'asc'}`).cards;
      expect(slugs(cards)).toEqual(slugs(byKey([...CARDS], atk, desc)));
      expect(cards[cards.length - 1].attack).toBe('X');
    }
  });

  it('sorts by health with Incantations last both ways', () => {
    for (const desc of [false, true]) {
      const cards = searchCards(`order:hp dir:${desc ? 'desc' : 'asc'}`).cards;
      expect(slugs(cards)).toEqual(slugs(byKey([...CARDS], (c) => c.health, desc)));
      expect(cards[cards.length - 1].type).toBe('incantation');
    }
  });

  it('sorts by name ignoring accents, ties in collector order', () => {
    const expected = [...CARDS].sort((a, b) =>
      fold(a.name) < fold(b.name) ? -1 : fold(a.name) > fold(b.name) ? 1 : collector(a, b),
    );
    expect(slugs(searchCards('order:name').cards)).toEqual(slugs(expected));
    const names = searchCards('order:name').cards.map((c) => c.name);
    expect(names.indexOf('Élémentaire Aqueux')).toBeLessThan(names.indexOf('Fripon'));
  });

  it('uses options when the query has no order: or dir:', () => {
    expect(searchCards('t:incantation', CARDS, { order: 'mana', dir: 'desc' })).toMatchObject({
      order: 'mana',
      dir: 'desc',
    });
    expect(searchCards('order:name', CARDS, { order: 'mana', dir: 'desc' })).toMatchObject({
      order: 'name',
      dir: 'desc',
    });
  });

  it('gives the same order whatever the input order', () => {
    const shuffled = [...CARDS].reverse();
    for (const q of ['order:mana', 'order:name dir:desc', '', 'order:hp']) {
      expect(slugs(searchCards(q, shuffled).cards)).toEqual(slugs(searchCards(q).cards));
    }
  });
});
