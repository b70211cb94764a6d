import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { championRepo } from '../champions';
import { deckRepo } from '../decks';
import { migrate } from '../migrate';
import { openPostgres } from '../postgres';
import type { Driver } from '../sql';
import { openSqlite } from '../sqlite';
import { MIGRATIONS } from '.';

async function keepsPublic(driver: Driver) {
  await migrate(
    driver,
    MIGRATIONS.filter((m) => m.version < 5),
  );
  const at = '2026-01-01T00:00:00.000Z';
  const deckColumns = 'name, description, author, cards, champion_id, created_at';
  await driver.run(
    `INSERT INTO decks (id, token_hash, version, ${deckColumns}, updated_at) VALUES ('before', 'hash', 1, 'Old deck', '', '', ?, NULL, ?, ?)`,
    [JSON.stringify(['baron', 'troll']), at, at],
  );
  await driver.run(
    `INSERT INTO deck_versions (deck_id, version, ${deckColumns}) VALUES ('before', 1, 'Old deck', '', '', ?, NULL, ?)`,
    [JSON.stringify(['baron', 'troll']), at],
  );
  await driver.run(`UPDATE decks SET content_key = 'old', copies = 1 WHERE id = 'before'`);
  await driver.run(
    `INSERT INTO champions (id, token_hash, version, name, author, design, picture_sha, created_at, updated_at) VALUES ('oldchamp', 'hash', 1, 'Old one', '', '{}', NULL, ?, ?)`,
    [at, at],
  );
  // Every later migration too: the repositories read today's schema.
  expect(await migrate(driver)).toEqual(MIGRATIONS.filter((m) => m.version >= 5).map((m) => m.version));
  const decks = deckRepo(driver);
  expect(await decks.get('before')).toMatchObject({ visibility: 'public' });
  expect((await decks.history('before'))!.map((v) => v.visibility)).toEqual(['public']);
  expect((await decks.list({ sort: 'newest', limit: 10, offset: 0 })).items.map((d) => d.id)).toEqual(['before']);
  const champions = championRepo(driver);
  expect(await champions.get('oldchamp')).toMatchObject({ visibility: 'public' });
  expect((await champions.list({ sort: 'newest', limit: 10, offset: 0 })).total).toBe(1);
}

describe('migration 5 keeps everything saved before it public', () => {
  const dir = mkdtempSync(join(tmpdir(), 'erret-m5-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it('on SQLite', async () => {
    const driver = openSqlite(join(dir, 'm5.sqlite'));
    try {
      await keepsPublic(driver);
    } finally {
      await driver.close();
    }
  });

  const pgUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!pgUrl)('on PostgreSQL', async () => {
    const schema = `erret_m5_${process.pid}_${Date.now()}`;
    const driver = openPostgres(pgUrl!, schema);
    try {
      await keepsPublic(driver);
    } finally {
      await driver.close();
      const client = new Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  });
});
