import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from 'pg';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';
import { openPostgres } from './postgres';
import { openSqlite } from './sqlite';
import { openStore, storeConfigFromEnv, type Store, type StoreConfig } from './store';
import { deckSearchSuite } from './deckSearchSuite';
import { searchCacheSuite } from './searchCacheSuite';
import { storeSuite } from './storeSuite';
import { visibilitySuite } from './visibilitySuite';

function runSuite(config: StoreConfig) {
  let store: Store;
  const harness = { open: async () => (store = await openStore(config)), config };
  beforeAll(() => harness.open());
  afterAll(async () => {
    await store?.close().catch(() => undefined);
  });
  it('records the applied migrations once', async () => {
    const driver = config.driver === 'sqlite' ? openSqlite(config.path) : openPostgres(config.url, config.schema);
    try {
      expect(await migrate(driver)).toEqual([]);
      const rows = await driver.all('SELECT version, name FROM schema_migrations ORDER BY version');
      expect(rows.map((r) => [Number(r.version), r.name])).toEqual(MIGRATIONS.map((m) => [m.version, m.name]));
    } finally {
      await driver.close();
    }
  });
  storeSuite(harness, () => store);
  deckSearchSuite(() => store);
  searchCacheSuite(harness, () => store);
  visibilitySuite(() => store);
}

describe('storage on SQLite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'erret-store-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it('creates the database file and its directory on first use', async () => {
    const path = join(dir, 'nested', 'deeper', 'first.sqlite');
    const store = await openStore({ driver: 'sqlite', path });
    expect((await store.decks.list({ sort: 'newest', limit: 1, offset: 0 })).total).toBe(0);
    await store.close();
  });
  runSuite({ driver: 'sqlite', path: join(dir, 'suite.sqlite') });
});

const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl && process.env.CI && process.env.CI !== 'false') {
  describe('storage on PostgreSQL', () => {
    it('needs TEST_DATABASE_URL in CI', () => {
      throw new Error(
        'CI is set but TEST_DATABASE_URL is not: the PostgreSQL storage tests cannot run (see scripts/pg-start.sh)',
      );
    });
  });
}

describe.skipIf(!pgUrl)('storage on PostgreSQL', () => {
  const schema = `erret_test_${process.pid}_${Date.now()}`;
  afterAll(async () => {
    const client = new Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });
  runSuite({ driver: 'postgres', url: pgUrl!, schema });
});

describe('SQLite connections', () => {
  it('share one connection per file within a process, closed with its last user', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'erret-share-'));
    const path = join(dir, 'shared.sqlite');
    const [a, b] = await Promise.all([openStore({ driver: 'sqlite', path }), openStore({ driver: 'sqlite', path })]);
    const { id, token } = await a.decks.create({
      name: 'Shared',
      description: '',
      author: '',
      cards: ['baron'],
      championId: null,
    });
    const both = await Promise.all(
      [a, b, a, b].map((s, i) =>
        s.decks.update(id, token, { name: `S${i}`, description: '', author: '', cards: ['baron'], championId: null }),
      ),
    );
    expect(both.every((r) => r.ok)).toBe(true);
    await a.close();
    expect((await b.decks.get(id))?.version).toBe(5);
    await b.close();
    await expect(b.decks.get(id)).rejects.toThrow(/not open/);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('storeConfigFromEnv', () => {
  it('uses PostgreSQL when DATABASE_URL is set, else SQLite under data/ or ERRET_DB_PATH', () => {
    expect(storeConfigFromEnv({ DATABASE_URL: 'postgres://x/y' })).toEqual({
      driver: 'postgres',
      url: 'postgres://x/y',
    });
    expect(storeConfigFromEnv({ ERRET_DB_PATH: '/tmp/a.sqlite' })).toEqual({ driver: 'sqlite', path: '/tmp/a.sqlite' });
    expect(storeConfigFromEnv({})).toEqual({ driver: 'sqlite', path: join(process.cwd(), 'data', 'erret.sqlite') });
  });
});
