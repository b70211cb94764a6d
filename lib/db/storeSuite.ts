import { expect, it } from 'vitest';
import { PRECONSTRUCTED } from '@/lib/cards';
import { diffDeckVersions, type DeckSnapshot } from '@/lib/decks/diff';
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Store, StoreConfig } from './store';

/** Opens the suite's database; opening again after `close` must see the same data. */
export interface StoreHarness {
  open(): Promise<Store>;
  /** How another process reaches the same database. */
  config: StoreConfig;
}

/** Updates a deck `count` times from another process (fixtures/concurrentWriter.ts), naming it "Other process <n>". */
export function runWriter(config: StoreConfig, id: string, token: string, count: number): Promise<boolean[]> {
  const script = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'concurrentWriter.ts');
  return new Promise((resolve, reject) => {
    execFile(
      join(process.cwd(), 'node_modules', '.bin', 'tsx'),
      [script, JSON.stringify(config), id, token, String(count)],
      { timeout: 60_000 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout)),
    );
  });
}

export const sampleDeck = (n = 0, extra: Partial<DeckSnapshot> = {}): DeckSnapshot => ({
  name: `Deck ${n}`,
  description: 'A test deck',
  author: 'Tester',
  cards: [...PRECONSTRUCTED[n % 4].cards],
  championId: null,
  ...extra,
});

const png = (seed: number) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, seed, seed + 1, seed + 2]);

/** The storage tests, run identically against SQLite and PostgreSQL. */
export function storeSuite(harness: StoreHarness, withStore: () => Store) {
  it('creates a deck and reads it back, without any trace of the token', async () => {
    const store = withStore();
    const { id, token, record } = await store.decks.create(sampleDeck(1, { description: 'Rage & <b>' }));
    expect(id).toMatch(/^[A-Za-z0-9_-]{11}$/);
    expect(token.length).toBeGreaterThanOrEqual(32);
    const got = await store.decks.get(id);
    expect(got).toEqual(record);
    expect(got).toMatchObject({ ...sampleDeck(1, { description: 'Rage & <b>' }), version: 1, views: 0 });
    expect(JSON.stringify(got)).not.toMatch(/token|hash/i);
    expect(await store.decks.get('nope-nope')).toBeNull();
  });

  it('updates with the edit token only, keeping every version', async () => {
    const store = withStore();
    const { id, token } = await store.decks.create(sampleDeck(0));
    const refused = await store.decks.update(id, 'wrong-token', sampleDeck(0, { name: 'Hacked' }));
    expect(refused).toEqual({ ok: false, reason: 'forbidden' });
    expect(await store.decks.update('missing-id', token, sampleDeck(0))).toEqual({ ok: false, reason: 'not-found' });
    expect((await store.decks.get(id))?.name).toBe('Deck 0');
    expect([
      await store.decks.opens(id, token),
      await store.decks.opens(id, 'wrong-token'),
      await store.decks.opens(id, ''),
      await store.decks.opens('missing-id', token),
    ]).toEqual([true, false, false, false]);

    const cards = [...sampleDeck(0).cards.slice(1), 'vortex'];
    const second = await store.decks.update(id, token, sampleDeck(0, { name: 'Deck 0 bis', cards }));
    expect(second).toMatchObject({ ok: true, record: { version: 2, name: 'Deck 0 bis', cards } });
    const third = await store.decks.update(
      id,
      token,
      sampleDeck(0, { name: 'Deck 0 ter', cards, championId: 'Champ1234' }),
      { baseVersion: 2 },
    );
    expect(third).toMatchObject({ ok: true, record: { version: 3, championId: 'Champ1234' } });
    expect(await store.decks.update(id, token, sampleDeck(0), { baseVersion: 2 })).toEqual({
      ok: false,
      reason: 'conflict',
      currentVersion: 3,
    });

    const history = (await store.decks.history(id))!;
    expect(history.map((v) => [v.version, v.name])).toEqual([
      [1, 'Deck 0'],
      [2, 'Deck 0 bis'],
      [3, 'Deck 0 ter'],
    ]);
    expect(diffDeckVersions(history[0], history[1])).toMatchObject({
      added: ['vortex'],
      removed: [sampleDeck(0).cards[0]],
      renamed: { from: 'Deck 0', to: 'Deck 0 bis' },
    });
    expect(await store.decks.history('missing-id')).toBeNull();
  });

  it('removes a deck and its history with the edit token only', async () => {
    const store = withStore();
    const kept = await store.decks.create(sampleDeck(1));
    const { id, token } = await store.decks.create(sampleDeck(0));
    await store.decks.update(id, token, sampleDeck(0, { name: 'Deck 0 bis' }));
    expect(await store.decks.remove(id, 'wrong-token')).toEqual({ ok: false, reason: 'forbidden' });
    expect((await store.decks.history(id))?.length).toBe(2);
    expect(await store.decks.remove(id, token)).toEqual({ ok: true });
    expect(await store.decks.get(id)).toBeNull();
    expect(await store.decks.history(id)).toBeNull();
    expect(await store.decks.remove(id, token)).toEqual({ ok: false, reason: 'not-found' });
    expect((await store.decks.get(kept.id))?.name).toBe('Deck 1');
  });

  it('keeps the data unchanged across a restart', async () => {
    const store = withStore();
    const { id, token } = await store.decks.create(sampleDeck(2, { author: 'Éloïse' }));
    await store.decks.update(id, token, sampleDeck(2, { name: 'Renamed', author: 'Éloïse' }));
    await store.decks.incrementViews(id);
    const champion = await store.champions.create({
      name: 'Gardien',
      author: 'Éloïse',
      design: { attack: 3, health: 4, abilities: ['rage'] },
      picture: { mime: 'image/png', bytes: png(1) },
    });
    const before = {
      deck: await store.decks.get(id),
      history: await store.decks.history(id),
      champion: await store.champions.get(champion.id),
    };
    await store.close();
    // The reopened store becomes the suite's store for the following tests.
    const reopened = await harness.open();
    expect({
      deck: await reopened.decks.get(id),
      history: await reopened.decks.history(id),
      champion: await reopened.champions.get(champion.id),
    }).toEqual(before);
    expect(await reopened.champions.getPicture(before.champion!.pictureSha!)).toEqual({
      mime: 'image/png',
      bytes: png(1),
    });
    expect((await reopened.decks.update(id, token, sampleDeck(2))).ok).toBe(true);
  });

  it('serialises concurrent updates: no lost or duplicated version', async () => {
    const store = withStore();
    const { id, token } = await store.decks.create(sampleDeck(3));
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => store.decks.update(id, token, sampleDeck(3, { name: `Edit ${i}` }))),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    const versions = results.map((r) => (r.ok ? r.record.version : 0)).sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: 12 }, (_, i) => i + 2));
    const history = (await store.decks.history(id))!;
    expect(history.map((v) => v.version)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    expect((await store.decks.get(id))?.name).toBe(history[12].name);
    const viewed = await Promise.all(Array.from({ length: 20 }, () => store.decks.incrementViews(id)));
    expect(viewed.map((d) => d!.views).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(viewed[0]).toMatchObject({ id, cards: sampleDeck(3).cards });
    expect(await store.decks.incrementViews('missing-id')).toBeNull();
  });

  it('serialises updates made by another process at the same time', async () => {
    const store = withStore();
    const { id, token } = await store.decks.create(sampleDeck(1));
    let settled = false;
    const other = runWriter(harness.config, id, token, 15).finally(() => (settled = true));
    // Keep writing for as long as the other process runs, so that their writes interleave. On
    // SQLite an update settles without leaving the event loop: each turn lets the loop see the
    // other process end, else this ran its 20,000 updates whatever happened (past the timeout on a busy machine).
    const mine: boolean[] = [];
    while (!settled && mine.length < 20_000) {
      await new Promise((turn) => setImmediate(turn));
      mine.push((await store.decks.update(id, token, sampleDeck(1, { name: `This process ${mine.length}` }))).ok);
    }
    expect([...mine, ...(await other)].every(Boolean)).toBe(true);
    const history = (await store.decks.history(id))!;
    expect(history.map((v) => v.version)).toEqual(Array.from({ length: mine.length + 16 }, (_, i) => i + 1));
    const others = history.filter((v) => v.name.startsWith('Other process')).map((v) => v.version);
    expect(others).toHaveLength(15);
    // Interleaved: this process wrote after the other one's first write.
    expect(history.at(-1)!.version).toBeGreaterThan(others[0]);
  });

  it('stores nothing of a transaction whose last write fails', async () => {
    const store = withStore();
    const existing = await store.decks.create(sampleDeck(0, { name: 'Before' }));
    // Whether it came from the search cache aside, the gallery reads the same.
    const gallery = async () => ({
      ...(await store.decks.list({ sort: 'newest', limit: 1000, offset: 0 })),
      cached: undefined,
    });
    const before = await gallery();
    let createdId = '';
    await expect(
      store.transaction(async (tx) => {
        createdId = (await tx.decks.create(sampleDeck(1, { name: 'Half written' }))).id;
        expect((await tx.decks.update(existing.id, existing.token, sampleDeck(0, { name: 'Changed' }))).ok).toBe(true);
        // A real constraint violation from the database (mime is NOT NULL).
        await tx.champions.create({
          name: 'X',
          author: '',
          design: {},
          picture: { mime: null as unknown as string, bytes: png(9) },
        });
      }),
    ).rejects.toThrow();
    expect(createdId).not.toBe('');
    expect(await store.decks.get(createdId)).toBeNull();
    expect(await store.decks.get(existing.id)).toMatchObject({ name: 'Before', version: 1 });
    expect((await store.decks.history(existing.id))!.length).toBe(1);
    expect(await gallery()).toEqual(before);
  });

  it('lists decks newest first or by views, paged, and searched with the deck syntax', async () => {
    const store = withStore();
    const made: string[] = [];
    // Cards of their own: a content saved before would be listed under its first deck.
    for (let n = 0; n < 4; n++)
      made.push(
        (
          await store.decks.create(
            sampleDeck(n, {
              name: `Gallery ${n}`,
              author: 'Gallery',
              cards: [...PRECONSTRUCTED[n].cards, `gallery-${Date.now()}`],
            }),
          )
        ).id,
      );
    for (let v = 0; v < 3; v++) await store.decks.incrementViews(made[1]);
    await store.decks.incrementViews(made[2]);
    const all = await store.decks.list({ query: 'gallery', sort: 'newest', limit: 10, offset: 0 });
    expect(all.items.map((d) => d.id)).toEqual([...made].reverse());
    expect(all.total).toBe(4);
    const byViews = await store.decks.list({ query: 'gallery', sort: 'views', limit: 2, offset: 0 });
    expect(byViews.items.map((d) => d.id)).toEqual([made[1], made[2]]);
    const page = await store.decks.list({ query: 'gallery', sort: 'newest', limit: 2, offset: 2 });
    expect(page).toMatchObject({ total: 4, items: [{ id: made[1] }, { id: made[0] }] });
    expect(
      (await store.decks.list({ query: 'gallery card:baron', sort: 'newest', limit: 10, offset: 0 })).items.map(
        (d) => d.id,
      ),
    ).toEqual([made[0]]);
    expect(
      (await store.decks.list({ query: 'gallery ab:sprint', sort: 'newest', limit: 10, offset: 0 })).items.map(
        (d) => d.id,
      ),
    ).toEqual([made[3], made[2]]);
    expect(
      (await store.decks.list({ query: 'card:nothing-at-all', sort: 'newest', limit: 10, offset: 0 })).queryErrors,
    ).toHaveLength(1);
    const unfiltered = await store.decks.list({ sort: 'newest', limit: 3, offset: 0 });
    expect(unfiltered.items).toHaveLength(3);
    expect(unfiltered.total).toBeGreaterThanOrEqual(4);
  });

  it('saves Champions with a picture, versions and the same edit-token rules', async () => {
    const store = withStore();
    const design = { attack: 4, health: 5, abilities: [{ ability: 'rage', aura: false }], mana: 5 };
    const { id, token, record } = await store.champions.create({
      name: 'Sentinelle',
      author: 'Zoé',
      design,
      picture: { mime: 'image/webp', bytes: png(3) },
    });
    expect(record).toMatchObject({ name: 'Sentinelle', design, version: 1 });
    expect(await store.champions.getPicture(record.pictureSha!)).toEqual({ mime: 'image/webp', bytes: png(3) });

    const kept = await store.champions.update(id, token, {
      name: 'Sentinelle II',
      author: 'Zoé',
      design: { ...design, attack: 5 },
    });
    expect(kept).toMatchObject({
      ok: true,
      record: { version: 2, pictureSha: record.pictureSha, design: { attack: 5 } },
    });
    const refused = await store.champions.update(id, 'bad', {
      name: 'X',
      author: '',
      design,
      picture: { mime: 'image/png', bytes: png(50) },
    });
    expect(refused).toEqual({ ok: false, reason: 'forbidden' });
    const unsaved = await store.champions.create({
      name: 'probe',
      author: '',
      design: {},
      picture: { mime: 'image/png', bytes: png(50) },
    });
    expect(unsaved.record.pictureSha).not.toBe(record.pictureSha);
    expect(await store.champions.update('missing-id', token, { name: 'X', author: '', design })).toEqual({
      ok: false,
      reason: 'not-found',
    });
    expect([
      await store.champions.opens(id, token),
      await store.champions.opens(id, 'bad'),
      await store.champions.opens(id, 'x'.repeat(500)),
    ]).toEqual([true, false, false]);
    const removed = await store.champions.update(id, token, {
      name: 'Sentinelle III',
      author: 'Zoé',
      design,
      picture: null,
    });
    expect(removed).toMatchObject({ ok: true, record: { version: 3, pictureSha: null } });
    expect((await store.champions.history(id))!.map((v) => [v.version, v.pictureSha === null])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(
      (await store.champions.list({ query: 'sentinelle zoe', sort: 'newest', limit: 5, offset: 0 })).items.map(
        (c) => c.id,
      ),
    ).toEqual([id]);
  });
}
