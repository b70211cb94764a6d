import { expect, it } from 'vitest';
import { diffDeckVersions, type DeckSnapshot } from '@/lib/decks/diff';
import type { Visibility } from '@/lib/decks/visibility';
import type { Store } from './store';

let made = 0;
const deck = (
  tag: string,
  name: string,
  visibility: Visibility,
  cards: string[] = ['baron', 'troll'],
): DeckSnapshot => ({
  name: `${tag} ${name}`,
  description: 'Visibility',
  author: 'Hidden',
  cards: [...cards, `vis-${tag}-${++made}`],
  championId: null,
  visibility,
});

const page = { sort: 'newest' as const, limit: 50, offset: 0 };
// Every way the gallery reads: small index sources (the outer loop), and the scan of the newest
// listed decks (a source above its cap, or none at all).
const PATHS = [undefined, { sourceCap: 1, scanBudget: 5000, listCap: 1000 }];

/** Unlisted decks and Champions, run identically against SQLite and PostgreSQL. */
export function visibilitySuite(withStore: () => Store) {
  const galleryIds = async (store: Store, query: string, sort: 'newest' | 'views' = 'newest') => {
    const seen: { ids: string[]; total: number }[] = [];
    for (const limits of PATHS) {
      const found = await store.decks.list({ ...page, query, sort }, limits);
      seen.push({ ids: found.items.map((d) => d.id), total: found.total });
    }
    // Both paths must agree; one answer stands for both.
    expect(seen[1]).toEqual(seen[0]);
    return seen[0];
  };

  it('keeps an unlisted deck out of every gallery query, count and copy group', async () => {
    const store = withStore();
    const tag = `vz${Date.now().toString(36)}`;
    const listed = await store.decks.create(deck(tag, 'listed', 'public'));
    const hidden = await store.decks.create(deck(tag, 'hidden', 'unlisted', ['vortex']));
    expect(hidden.record.visibility).toBe('unlisted');
    expect((await store.decks.get(hidden.id))?.visibility).toBe('unlisted');
    // A copy of the listed deck's content, unlisted: not counted among its copies.
    const hiddenCopy = await store.decks.create({ ...deck(tag, 'copy', 'unlisted'), cards: listed.record.cards });
    for (let n = 0; n < 3; n++) await store.decks.incrementViews(hidden.id);

    for (const query of [
      tag,
      `${tag} card:vortex`,
      `${tag} -card:baron`,
      `${tag} hidden`,
      'card:vortex',
      '-card:nothing-like-it',
      '',
    ]) {
      for (const sort of ['newest', 'views'] as const) {
        const { ids } = await galleryIds(store, query, sort);
        expect(ids, `${query} ${sort}`).not.toContain(hidden.id);
        expect(ids, `${query} ${sort}`).not.toContain(hiddenCopy.id);
      }
    }
    expect(await galleryIds(store, tag)).toEqual({ ids: [listed.id], total: 1 });
    expect(await galleryIds(store, `${tag} card:vortex`)).toEqual({ ids: [], total: 0 });
    expect((await store.decks.list({ ...page, query: tag })).items[0].copies).toBe(1);
    expect(await store.decks.findSame(hidden.record.cards, null)).toBeNull();
    expect(await store.decks.findSame(listed.record.cards, null)).toMatchObject({ id: listed.id, copies: 1 });
  });

  it('hides and shows a deck at once through the search cache, keeping each change in its history', async () => {
    const store = withStore();
    const tag = `vc${Date.now().toString(36)}`;
    const first = await store.decks.create(deck(tag, 'first', 'public'));
    const copy = await store.decks.create({ ...deck(tag, 'second', 'public'), cards: first.record.cards });
    const listedNow = async () => {
      const found = await store.decks.list({ ...page, query: tag });
      return { cached: found.cached, decks: found.items.map((d) => [d.id, d.copies]), total: found.total };
    };
    expect(await listedNow()).toEqual({ cached: false, decks: [[first.id, 2]], total: 1 });
    expect(await listedNow()).toMatchObject({ cached: true });

    const hide = await store.decks.update(first.id, first.token, { ...first.record, visibility: 'unlisted' });
    expect(hide).toMatchObject({ ok: true, record: { version: 2, visibility: 'unlisted' } });
    // The next copy takes the group's place, counting only itself.
    expect(await listedNow()).toEqual({ cached: false, decks: [[copy.id, 1]], total: 1 });
    await store.decks.update(copy.id, copy.token, { ...copy.record, visibility: 'unlisted' });
    expect(await listedNow()).toEqual({ cached: false, decks: [], total: 0 });
    expect(await listedNow()).toMatchObject({ cached: true, decks: [] });

    await store.decks.update(first.id, first.token, { ...first.record, visibility: 'public' });
    expect(await listedNow()).toEqual({ cached: false, decks: [[first.id, 1]], total: 1 });

    const history = (await store.decks.history(first.id))!;
    expect(history.map((v) => [v.version, v.visibility])).toEqual([
      [1, 'public'],
      [2, 'unlisted'],
      [3, 'public'],
    ]);
    expect(diffDeckVersions(history[0], history[1])).toMatchObject({
      changed: true,
      visibility: { from: 'public', to: 'unlisted' },
      added: [],
      renamed: null,
    });
    expect(diffDeckVersions(history[1], history[2]).visibility).toEqual({ from: 'unlisted', to: 'public' });
  });

  it('keeps an unlisted Champion out of the list and its count, and its visibility in its history', async () => {
    const store = withStore();
    const tag = `vh${Date.now().toString(36)}`;
    const design = { attack: 2, health: 3, abilities: [] };
    const before = await store.champions.list({ ...page, query: tag });
    const shown = await store.champions.create({ name: `${tag} shown`, author: 'Hidden', design });
    const hidden = await store.champions.create({
      name: `${tag} hidden`,
      author: 'Hidden',
      design,
      visibility: 'unlisted',
    });
    expect([shown.record.visibility, hidden.record.visibility]).toEqual(['public', 'unlisted']);
    // The query's matches, and whether each of the two is on the unfiltered first page.
    const listedIds = async () => {
      const byQuery = await store.champions.list({ ...page, query: tag });
      const all = await store.champions.list(page);
      const onPage = [shown.id, hidden.id].filter((id) => all.items.some((c) => c.id === id));
      return { ids: byQuery.items.map((c) => c.id), onPage, total: all.total };
    };
    expect(before.items).toEqual([]);
    const withShown = await listedIds();
    expect(withShown.onPage).toEqual([shown.id]);
    expect(withShown.ids).toEqual([shown.id]);

    // An update that does not name the visibility keeps it.
    expect(
      await store.champions.update(hidden.id, hidden.token, { name: `${tag} hidden II`, author: 'Hidden', design }),
    ).toMatchObject({ ok: true, record: { visibility: 'unlisted', version: 2 } });
    expect((await listedIds()).ids).toEqual([shown.id]);
    expect(
      await store.champions.update(shown.id, shown.token, {
        name: `${tag} shown`,
        author: 'Hidden',
        design,
        visibility: 'unlisted',
      }),
    ).toMatchObject({ ok: true, record: { visibility: 'unlisted' } });
    expect(await listedIds()).toEqual({ ids: [], onPage: [], total: withShown.total - 1 });
    await store.champions.update(hidden.id, hidden.token, {
      name: `${tag} hidden II`,
      author: 'Hidden',
      design,
      visibility: 'public',
    });
    expect(await listedIds()).toEqual({ ids: [hidden.id], onPage: [hidden.id], total: withShown.total });
    expect((await store.champions.history(hidden.id))!.map((v) => v.visibility)).toEqual([
      'unlisted',
      'unlisted',
      'public',
    ]);
  });
}
