import { describe, expect, it } from 'vitest';
import { parseQuery } from '@/lib/cards/search/parse';
import { setSortInQuery } from './setSortInQuery';

describe('setSortInQuery', () => {
  it('appends order and dir to a query without them', () => {
    expect(setSortInQuery('ab:rage m<=3', 'mana', 'desc')).toBe('ab:rage m<=3 order:mana dir:desc');
  });
  it('replaces every existing sort term, whatever its spelling', () => {
    expect(setSortInQuery('order:name t:creature DIR:desc tri:hp', 'atk', 'asc')).toBe('t:creature order:atk');
    expect(setSortInQuery('direction=desc sort:"mana" demon', 'name', 'desc')).toBe('demon order:name dir:desc');
  });
  it('leaves the default collector order unwritten', () => {
    expect(setSortInQuery('demon order:mana dir:desc', 'set', 'asc')).toBe('demon');
    expect(setSortInQuery('', 'set', 'asc')).toBe('');
  });
  it('keeps words that merely contain a sort keyword', () => {
    expect(setSortInQuery('disorder tribune', 'hp', 'asc')).toBe('disorder tribune order:hp');
  });
  it('writes terms the search reads back', () => {
    const parsed = parseQuery(setSortInQuery('t:incantation', 'hp', 'desc'));
    expect(parsed.order).toBe('hp');
    expect(parsed.dir).toBe('desc');
    expect(parsed.warnings).toEqual([]);
  });
});
