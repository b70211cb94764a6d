import { describe, expect, it } from 'vitest';
import { CARDS } from '../index';
import { EMPTY_CHIP_FILTERS, fromQuery, toQuery, type ChipFilters } from './chips';
import { searchCards } from './searchCards';

const chips = (patch: Partial<ChipFilters>): ChipFilters => ({ ...EMPTY_CHIP_FILTERS, ...patch });
const found = (q: string) => searchCards(q).cards.map((c) => c.slug);

describe('toQuery', () => {
  it('writes nothing for no chips', () => {
    expect(toQuery(EMPTY_CHIP_FILTERS)).toBe('');
  });

  it('writes types and sets as or-groups, mana bounds and abilities', () => {
    expect(toQuery(chips({ types: ['creature'] }))).toBe('t:creature');
    expect(toQuery(chips({ types: ['creature', 'incantation'] }))).toBe('(t:creature or t:incantation)');
    expect(toQuery(chips({ sets: ['felonie', 'submersion'] }))).toBe('(set:felonie or set:submersion)');
    expect(toQuery(chips({ mana: { min: 2, max: 4 } }))).toBe('m>=2 m<=4');
    expect(toQuery(chips({ mana: { min: 3, max: 3 } }))).toBe('m=3');
    expect(toQuery(chips({ mana: { max: 1 } }))).toBe('m<=1');
    expect(toQuery(chips({ abilities: ['rage', 'price-of-blood'] }))).toBe('ab:rage ab:price-of-blood');
    expect(toQuery(chips({ rest: 'dragon', types: ['creature'] }))).toBe('dragon t:creature');
  });

  it('keeps an or typed by hand apart from the chips', () => {
    const query = toQuery(chips({ rest: 'ab:rage or ab:sprint', types: ['incantation'] }));
    expect(query).toBe('(ab:rage or ab:sprint) t:incantation');
  });

  it('writes a query that finds what the chips say', () => {
    const query = toQuery(
      chips({ types: ['creature'], sets: ['felonie', 'resistance'], mana: { min: 2, max: 4 }, abilities: ['rage'] }),
    );
    const expected = CARDS.filter(
      (c) =>
        c.type === 'creature' &&
        ['felonie', 'resistance'].includes(c.set) &&
        c.mana >= 2 &&
        c.mana <= 4 &&
        c.abilities.some((a) => a.ability === 'rage'),
    ).map((c) => c.slug);
    expect(expected.length).toBeGreaterThan(0);
    expect(found(query)).toEqual(expected);
    expect(searchCards(query).warnings).toEqual([]);
  });
});

describe('fromQuery', () => {
  it('reads the chips and keeps the rest as typed', () => {
    expect(fromQuery('dragon t:créature ab:rage m>=2 m<=4 set:treachery order:name')).toEqual({
      types: ['creature'],
      sets: ['felonie'],
      mana: { min: 2, max: 4 },
      abilities: ['rage'],
      rest: 'dragon order:name',
    });
  });

  it('reads or-groups of types and sets, strict bounds and an exact mana', () => {
    expect(fromQuery('(set:felonie or set:submersion) m>1 m<5')).toMatchObject({
      sets: ['felonie', 'submersion'],
      mana: { min: 2, max: 4 },
      rest: '',
    });
    expect(fromQuery('m:3').mana).toEqual({ min: 3, max: 3 });
    expect(fromQuery('t:creature or t:incantation').types).toEqual(['creature', 'incantation']);
  });

  it('leaves in the rest what chips cannot show', () => {
    for (const query of [
      '-t:creature',
      'aura:sprint',
      'ab:rag',
      'm!=3',
      't:creature or ab:rage',
      '(set:felonie or ab:rage)',
      'a:x',
      'm<2.5',
    ]) {
      expect(fromQuery(query), query).toEqual({ ...EMPTY_CHIP_FILTERS, rest: query });
    }
  });

  it('keeps a second type or set term in the rest, not merging it into an or', () => {
    expect(fromQuery('t:creature t:incantation')).toMatchObject({ types: ['creature'], rest: 't:incantation' });
    expect(fromQuery('m>=2 m>=3')).toMatchObject({ mana: { min: 2 }, rest: 'm>=3' });
    expect(fromQuery('--t:creature demon')).toMatchObject({ types: ['creature'], rest: 'demon' });
  });

  it('round-trips: chips → query → chips, and the query finds the same cards', () => {
    const samples: ChipFilters[] = [
      chips({ types: ['incantation'], mana: { max: 3 } }),
      chips({ sets: ['initiation', 'ebrechement'], abilities: ['splash', 'aerial'], rest: 'garde' }),
      chips({ types: ['creature', 'incantation'], mana: { min: 5, max: 5 }, rest: 'order:mana dir:desc' }),
    ];
    for (const sample of samples) {
      const query = toQuery(sample);
      expect(fromQuery(query)).toEqual(sample);
      expect(found(toQuery(fromQuery(query)))).toEqual(found(query));
    }
  });

  it('survives malformed queries', () => {
    for (const query of ['(', 'or', 't:', 'foo:bar t:creature', '-']) expect(() => fromQuery(query)).not.toThrow();
    expect(fromQuery('foo:bar t:creature')).toMatchObject({ types: ['creature'], rest: 'foo:bar' });
  });
});
