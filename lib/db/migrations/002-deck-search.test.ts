import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { deckRepo } from '../decks';
import { migrate } from '../migrate';
import { openPostgres } from '../postgres';
import type { Driver } from '../sql';
import { openSqlite } from '../sqlite';
import { initial } from './001-initial';
import { MIGRATIONS } from '.';

async function backfills(driver: Driver) {
  await migrate(driver, [initial]);
  const insert = (id: string, name: string, cards: string[], at: string) =>
    driver.run(
      'INSERT INTO decks (id, token_hash, version, name, description, author, cards, champion_id, views, created_at, updated_at) VALUES (?, ?, 1, ?, ?, ?, ?, NULL, 0, ?, ?)',
      [id, 'hash', name, 'Décrit', 'Zoé', JSON.stringify(cards), at, at],
    );
  await insert('old-copy', 'Première', ['baron', 'troll'], '2026-01-01T00:00:00.000Z');
  await insert('new-copy', 'Seconde', ['troll', 'baron'], '2026-02-01T00:00:00.000Z');
  await insert('other', 'Autre élan', ['vortex'], '2026-03-01T00:00:00.000Z');
  expect(await migrate(driver)).toEqual(MIGRATIONS.slice(1).map((m) => m.version));
  const decks = deckRepo(driver);
  const listed = async (query: string) =>
    (await decks.list({ query, sort: 'newest', limit: 10, offset: 0 })).items.map((d) => [d.id, d.copies]);
  expect(await listed('')).toEqual([
    ['other', 1],
    ['old-copy', 2],
  ]);
  expect(await listed('card:baron')).toEqual([['old-copy', 2]]);
  expect(await listed('elan')).toEqual([['other', 1]]);
  expect(await listed('decrit zoe')).toEqual([
    ['other', 1],
    ['old-copy', 2],
  ]);
  expect(await decks.findSame(['baron', 'troll'], null)).toMatchObject({ id: 'old-copy' });
}

describe('migration 2 indexes the decks saved before it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'erret-m2-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it('on SQLite', async () => {
    const driver = openSqlite(join(dir, 'm2.sqlite'));
    try {
      await backfills(driver);
    } finally {
      await driver.close();
    }
  });

  const pgUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!pgUrl)('on PostgreSQL', async () => {
    const schema = `erret_m2_${process.pid}_${Date.now()}`;
    const driver = openPostgres(pgUrl!, schema);
    try {
      await backfills(driver);
    } finally {
      await driver.close();
      const client = new Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  });
});
