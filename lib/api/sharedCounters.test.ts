import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '../cards';
import { openStore, type StoreConfig } from '../db/store';
import { sharedViewLedger } from './viewLedger';

const pgUrl = process.env.TEST_DATABASE_URL;

function appProcess(
  config: StoreConfig,
  deckId: string,
  writes: number,
  reads: number,
): Promise<{ saved: number[]; views: number[] }> {
  const script = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'apiProcess.ts');
  return new Promise((resolve, reject) => {
    execFile(
      join(process.cwd(), 'node_modules', '.bin', 'tsx'),
      [script, JSON.stringify(config), deckId, String(writes), String(reads)],
      { timeout: 60_000 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout)),
    );
  });
}

if (!pgUrl && process.env.CI && process.env.CI !== 'false') {
  describe('shared write limits and view counts', () => {
    it('needs TEST_DATABASE_URL in CI', () => {
      throw new Error(
        'CI is set but TEST_DATABASE_URL is not: the PostgreSQL tests cannot run (see scripts/pg-start.sh)',
      );
    });
  });
}

describe.skipIf(!pgUrl)('two app processes on one PostgreSQL', () => {
  const schema = `erret_counters_${process.pid}_${Date.now()}`;
  const config: StoreConfig = { driver: 'postgres', url: pgUrl!, schema };
  afterAll(async () => {
    const client = new Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  it('limit one client’s writes as one, and count its views of a deck once between them', async () => {
    const store = await openStore(config);
    const { id } = await store.decks.create({
      name: 'Watched',
      description: '',
      author: '',
      cards: [...PRECONSTRUCTED[1].cards],
      championId: null,
    });
    // Each process alone would allow 4 saves and count its own first view.
    const [a, b] = await Promise.all([appProcess(config, id, 5, 3), appProcess(config, id, 5, 3)]);
    const saved = [...a.saved, ...b.saved];
    expect(saved.filter((status) => status === 201)).toHaveLength(4);
    expect(saved.filter((status) => status === 429)).toHaveLength(6);
    expect((await store.decks.get(id))?.views).toBe(1);
    expect(Math.max(...a.views, ...b.views)).toBe(1);
    await store.close();
  });

  it('keep one hashing key per day, drawn by the first process, and no address', async () => {
    const store = await openStore(config);
    const counters = store.counters!;
    const day = Date.UTC(2030, 0, 10, 12);
    const first = sharedViewLedger(counters, { newKey: () => Buffer.alloc(32, 1), capacity: 2 });
    const second = sharedViewLedger(counters, { newKey: () => Buffer.alloc(32, 2), capacity: 2 });
    expect(await first.firstView('deck1', '198.51.100.1', day)).toBe(true);
    expect(await second.firstView('deck1', '198.51.100.1', day)).toBe(false);
    expect(await second.firstView('deck1', '198.51.100.2', day)).toBe(true);
    // Full for the day: a third viewer does not count, until the next day.
    expect(await first.firstView('deck1', '198.51.100.3', day)).toBe(false);
    expect(await first.firstView('deck1', '198.51.100.3', day + 86_400_000)).toBe(true);
    const client = new Client({ connectionString: pgUrl, options: `-c search_path=${schema}` });
    await client.connect();
    const kept =
      JSON.stringify((await client.query('SELECT * FROM view_marks')).rows) +
      JSON.stringify((await client.query('SELECT day FROM view_days')).rows);
    await client.end();
    expect(kept).not.toContain('198.51.100');
    expect(kept).not.toContain('deck1');
    expect(kept).not.toContain(String(Math.floor(day / 86_400_000)));
    await store.close();
  });
});
