import { expect, it } from 'vitest';
import type { DeckSnapshot } from '@/lib/decks/diff';
import { openStore, type Store } from './store';
import { runWriter, type StoreHarness } from './storeSuite';

let made = 0;
// Cards of its own for each deck: a content saved before would be listed under its first deck.
const deck = (tag: string, name: string, cards: string[] = ['baron']): DeckSnapshot => ({
  name: `${tag} ${name}`,
  description: '',
  author: 'Cache',
  cards: [...cards, `cache-${tag}-${++made}`],
  championId: null,
});

const page = { sort: 'newest' as const, limit: 20, offset: 0 };

/** The gallery's search cache against a real database: never stale after a write, bounded, errors intact. */
export function searchCacheSuite(harness: StoreHarness, withStore: () => Store) {
  const listed = async (store: Store, query: string, sort: 'newest' | 'views' = 'newest') => {
    const found = await store.decks.list({ ...page, query, sort });
    return {
      cached: found.cached,
      decks: found.items.map((d) => `${d.name.split(' ').slice(1).join(' ')}:${d.views}`),
      total: found.total,
    };
  };

  it('serves a repeated search from the cache, and shows a new, an edited and a removed deck at once', async () => {
    const store = withStore();
    const tag = `sc${Date.now().toString(36)}`;
    const first = await store.decks.create(deck(tag, 'first'));
    expect(await listed(store, tag)).toEqual({ cached: false, decks: ['first:0'], total: 1 });
    expect(await listed(store, tag)).toEqual({ cached: true, decks: ['first:0'], total: 1 });

    const second = await store.decks.create(deck(tag, 'second', ['troll']));
    expect(await listed(store, tag)).toEqual({ cached: false, decks: ['second:0', 'first:0'], total: 2 });
    expect(await listed(store, `${tag} card:troll`)).toMatchObject({ decks: ['second:0'] });
    expect(await listed(store, `${tag} card:troll`)).toMatchObject({ cached: true });

    await store.decks.update(first.id, first.token, deck(tag, 'renamed', ['troll']));
    expect(await listed(store, tag)).toEqual({ cached: false, decks: ['second:0', 'renamed:0'], total: 2 });
    expect(await listed(store, `${tag} card:troll`)).toMatchObject({ cached: false, decks: ['second:0', 'renamed:0'] });
    expect(await listed(store, `${tag} first`)).toMatchObject({ decks: [] });

    expect(await store.decks.remove(second.id, second.token)).toEqual({ ok: true });
    expect(await listed(store, tag)).toEqual({ cached: false, decks: ['renamed:0'], total: 1 });
    expect(await listed(store, `${tag} card:troll`)).toMatchObject({ decks: ['renamed:0'] });
  });

  it('keeps its entries through a view (counts may lag), not through a write', async () => {
    const store = withStore();
    const tag = `sv${Date.now().toString(36)}`;
    const a = await store.decks.create(deck(tag, 'a'));
    const b = await store.decks.create(deck(tag, 'b'));
    expect(await listed(store, tag, 'views')).toMatchObject({ cached: false, decks: ['b:0', 'a:0'] });
    // A view changes a count, not which decks are listed: the entry is kept (lib/db/searchCache.ts says for how long).
    await store.decks.incrementViews(a.id);
    expect(await listed(store, tag, 'views')).toMatchObject({ cached: true, decks: ['b:0', 'a:0'] });
    await store.decks.update(b.id, b.token, deck(tag, 'b2'));
    expect(await listed(store, tag, 'views')).toMatchObject({ cached: false, decks: ['a:1', 'b2:0'] });
  });

  it('sees the writes of another store and of another process on the same database through its cache', async () => {
    const store = withStore();
    // Its own connection and cache on PostgreSQL; on SQLite its own cache on the process's one connection.
    const other = await openStore(harness.config);
    try {
      const tag = `so${Date.now().toString(36)}`;
      const mine = await store.decks.create(deck(tag, 'mine'));
      for (const s of [store, other]) await listed(s, tag);
      expect([(await listed(store, tag)).cached, (await listed(other, tag)).cached]).toEqual([true, true]);

      const theirs = await other.decks.create(deck(tag, 'theirs'));
      expect(await listed(store, tag)).toMatchObject({ cached: false, decks: ['theirs:0', 'mine:0'] });
      await store.decks.update(theirs.id, theirs.token, deck(tag, 'edited'));
      expect(await listed(other, tag)).toMatchObject({ cached: false, decks: ['edited:0', 'mine:0'] });
      expect(await other.decks.remove(theirs.id, theirs.token)).toEqual({ ok: true });
      expect(await listed(store, tag)).toMatchObject({ decks: ['mine:0'] });

      expect(await listed(store, tag)).toMatchObject({ cached: true });
      expect(await runWriter(harness.config, mine.id, mine.token, 1)).toEqual([true]);
      // The other process renamed it "Other process 0": the tag is gone from its name.
      expect(await listed(store, tag)).toMatchObject({ cached: false, decks: [] });
      expect((await store.decks.list({ ...page, query: `"other process 0" cache` })).items.map((d) => d.id)).toContain(
        mine.id,
      );
    } finally {
      await other.close();
    }
  });

  it('never keeps what a transaction read before it was rolled back', async () => {
    const store = withStore();
    const tag = `st${Date.now().toString(36)}`;
    await store.decks.create(deck(tag, 'kept'));
    expect(await listed(store, tag)).toMatchObject({ decks: ['kept:0'] });
    await expect(
      store.transaction(async (tx) => {
        await tx.decks.create(deck(tag, 'undone'));
        expect(await listed(tx, tag)).toMatchObject({ cached: false, decks: ['undone:0', 'kept:0'] });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await listed(store, tag)).toMatchObject({ decks: ['kept:0'] });
    await store.decks.create(deck(tag, 'next'));
    expect(await listed(store, tag)).toMatchObject({ cached: false, decks: ['next:0', 'kept:0'] });
  });

  it('stays within its bounds of entries and bytes, and answers right beyond them', async () => {
    const store = withStore();
    const bounded = (maxEntries: number, maxBytes: number) =>
      openStore(harness.config, { searchCache: { maxEntries, maxBytes, freshMs: 60_000, servedMs: 60_000 } });
    const [few, measure] = await Promise.all([bounded(3, 1e9), bounded(100, 1e9)]);
    try {
      const tag = `sb${Date.now().toString(36)}`;
      for (let n = 0; n < 8; n++) await store.decks.create(deck(tag, `n${n}`, n % 2 ? ['troll'] : ['baron']));
      const queries = [
        tag,
        `${tag} card:troll`,
        `${tag} card:baron`,
        `${tag} -card:troll`,
        `${tag} n1`,
        `${tag} n2`,
        `${tag} n3`,
      ];
      for (const q of queries) {
        expect(
          (await few.decks.list({ ...page, query: q })).items.map((d) => d.id),
          q,
        ).toEqual((await store.decks.list({ ...page, query: q })).items.map((d) => d.id));
        expect(few.decks.cacheSize()!.entries).toBeLessThanOrEqual(3);
      }
      expect((await listed(few, queries[0])).cached).toBe(false);
      expect((await listed(few, queries[6])).cached).toBe(true);

      // Room for two pages of eight decks: the pages of eight to five decks after it do not all fit.
      await measure.decks.list({ ...page, query: tag });
      const maxBytes = 2 * measure.decks.cacheSize()!.bytes;
      const tight = await bounded(100, maxBytes);
      try {
        for (let offset = 0; offset < 4; offset++) {
          expect((await tight.decks.list({ ...page, query: tag, offset })).items).toHaveLength(8 - offset);
          expect(tight.decks.cacheSize()!.bytes).toBeLessThanOrEqual(maxBytes);
        }
        expect(tight.decks.cacheSize()!.entries).toBe(2);
        expect([
          (await listed(tight, tag)).cached,
          (await tight.decks.list({ ...page, query: tag, offset: 3 })).cached,
        ]).toEqual([false, true]);
      } finally {
        await tight.close();
      }
    } finally {
      await Promise.all([few.close(), measure.close()]);
    }
  });

  it('gives a search not understood its clear error, and each spelling its own warnings, cached or not', async () => {
    const store = withStore();
    const tag = `se${Date.now().toString(36)}`;
    await store.decks.create(deck(tag, 'only'));
    for (let i = 0; i < 2; i++) {
      const refused = await store.decks.list({ ...page, query: 'card:nothing-at-all' });
      expect([refused.queryUnderstood, refused.queryErrors.map((e) => [e.term, e.message])]).toEqual([
        false,
        [['card:nothing-at-all', expect.stringContaining('nothing-at-all')]],
      ]);
    }
    // One search for the database, spelt two ways: one entry, each with its own warning.
    const a = await store.decks.list({ ...page, query: `${tag} foo:bar` });
    const b = await store.decks.list({ ...page, query: `${tag.toUpperCase()}  zip:zap` });
    expect([a.cached, b.cached, a.items.map((d) => d.id), b.items]).toEqual([
      false,
      true,
      b.items.map((d) => d.id),
      a.items,
    ]);
    expect([a.queryErrors.map((e) => e.term), b.queryErrors.map((e) => e.term)]).toEqual([['foo:bar'], ['zip:zap']]);
  });
}
