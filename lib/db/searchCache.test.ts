import { describe, expect, it } from 'vitest';
import { createSearchCache } from './searchCache';

function setup(options: Partial<Parameters<typeof createSearchCache<string>>[1]> = {}) {
  let clock = 0;
  const searched: string[] = [];
  const cache = createSearchCache<string>((v) => v.length, {
    maxEntries: 10,
    maxBytes: 100,
    freshMs: 1000,
    servedMs: 5000,
    now: () => clock,
    ...options,
  });
  const search = (key: string, version: number, answer = `${key}@${version}`) =>
    cache.get(key, version, async () => {
      searched.push(answer);
      return answer;
    });
  return { cache, searched, search, tick: (ms: number) => (clock += ms) };
}

describe('the search cache', () => {
  it('serves an entry only at the version it was read at', async () => {
    const { search, searched } = setup();
    expect(await search('a', 1)).toEqual({ value: 'a@1', hit: false });
    expect(await search('a', 1)).toEqual({ value: 'a@1', hit: true });
    expect(await search('a', 2)).toEqual({ value: 'a@2', hit: false });
    expect(await search('a', 1)).toEqual({ value: 'a@1', hit: false });
    expect(searched).toEqual(['a@1', 'a@2', 'a@1']);
  });

  it('runs one search for concurrent requests of a key and version', async () => {
    const { cache } = setup();
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = () => cache.get('k', 3, async () => (runs++, await gate, 'v'));
    const waiting = [slow(), slow(), slow()];
    release();
    expect(await Promise.all(waiting)).toEqual([
      { value: 'v', hit: false },
      { value: 'v', hit: false },
      { value: 'v', hit: false },
    ]);
    expect([runs, (await slow()).hit]).toEqual([1, true]);
  });

  it('serves an aged entry while one search renews it, and waits for the search past the longest age', async () => {
    const { search, searched, tick } = setup();
    await search('a', 1, 'old');
    tick(1500);
    expect(await search('a', 1, 'new')).toEqual({ value: 'old', hit: true });
    await Promise.resolve();
    expect(await search('a', 1, 'unused')).toEqual({ value: 'new', hit: true });
    tick(5000);
    expect(await search('a', 1, 'newest')).toEqual({ value: 'newest', hit: false });
    expect(searched).toEqual(['old', 'new', 'newest']);
  });

  it('keeps no failure: the error reaches the caller and the next request searches again', async () => {
    const { cache, search } = setup();
    await expect(cache.get('a', 1, () => Promise.reject(new Error('bad SQL')))).rejects.toThrow('bad SQL');
    expect([cache.entries, await search('a', 1)]).toEqual([0, { value: 'a@1', hit: false }]);
  });

  it('does not let a late search of an older version replace a newer entry', async () => {
    const { cache, search } = setup();
    let release!: () => void;
    const late = cache.get('a', 1, async () => (await new Promise<void>((resolve) => (release = resolve)), 'a@1'));
    await search('a', 2);
    release();
    await late;
    expect(await search('a', 2)).toEqual({ value: 'a@2', hit: true });
  });

  it('stays within its entries and bytes, dropping the least recently used', async () => {
    const { cache, search } = setup({ maxEntries: 3, maxBytes: 12 });
    for (const key of ['a', 'b', 'c', 'd']) await search(key, 1);
    expect([cache.entries, (await search('a', 1)).hit, (await search('d', 1)).hit]).toEqual([3, false, true]);
    await search('long-key-x', 1, 'x'.repeat(10));
    expect(cache.bytes).toBeLessThanOrEqual(12);
    expect([cache.entries, (await search('long-key-x', 1)).hit, (await search('a', 1)).hit]).toEqual([1, true, false]);
  });
});
