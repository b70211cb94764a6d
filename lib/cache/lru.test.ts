import { describe, expect, it } from 'vitest';
import { createLru } from './lru';

const lru = (maxEntries: number, maxBytes: number) =>
  createLru<string>({ maxEntries, maxBytes, sizeOf: (v) => v.length });

describe('createLru', () => {
  it('evicts the least recently used entry beyond its count', () => {
    const cache = lru(2, 100);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.size]).toEqual(['A', undefined, 'C', 2]);
  });

  it('evicts the oldest entries beyond its size, and never keeps one larger than the whole cache', () => {
    const cache = lru(10, 10);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    cache.set('c', 'cccc');
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.bytes]).toEqual([undefined, 'bbbb', 'cccc', 8]);
    cache.set('huge', 'x'.repeat(11));
    expect([cache.get('huge'), cache.size]).toEqual([undefined, 2]);
  });

  it('replaces a value under the same key without counting it twice', () => {
    const cache = lru(10, 10);
    cache.set('a', 'aaaa');
    cache.set('a', 'aaaaaa');
    expect([cache.get('a'), cache.bytes, cache.size]).toEqual(['aaaaaa', 6, 1]);
  });

  it('forgets a key on delete, and its size with it', () => {
    const cache = lru(10, 10);
    cache.set('a', 'aaaa');
    cache.set('b', 'bb');
    cache.delete('a');
    cache.delete('missing');
    expect([cache.get('a'), cache.get('b'), cache.bytes, cache.size]).toEqual([undefined, 'bb', 2, 1]);
  });
});
