import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite, readerCount } from './sqlite';
import { openSqliteReader, type ReadExecutor } from './sqliteReader';

const dir = mkdtempSync(join(tmpdir(), 'erret-reader-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Enough rows that reading them takes a while on any machine.
const SLOW_READ = `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000000) SELECT COUNT(*) AS c FROM n`;

describe('the SQLite reader', () => {
  it('reads what the main connection committed, in a worker: the event loop turns while a long read runs', async () => {
    const driver = openSqlite(join(dir, 'a.sqlite'));
    try {
      await driver.run('CREATE TABLE t (v INTEGER)');
      await driver.run('INSERT INTO t (v) VALUES (?), (?)', [1, 2]);
      expect(driver.reader).toBeDefined();
      expect(await driver.reader!.all('SELECT SUM(v) AS s FROM t')).toEqual([{ s: 3 }]);
      await driver.run('INSERT INTO t (v) VALUES (?)', [4]);
      expect(await driver.reader!.all('SELECT SUM(v) AS s FROM t')).toEqual([{ s: 7 }]);

      const order: string[] = [];
      const read = driver.reader!.all(SLOW_READ).then(() => order.push('read'));
      await new Promise<void>((resolve) => setImmediate(() => resolve(void order.push('tick'))));
      await read;
      expect(order).toEqual(['tick', 'read']);
      // The same read on the main connection holds the loop until it is done: the check above can fail.
      order.length = 0;
      const blocking = driver.all(SLOW_READ).then(() => order.push('read'));
      const tick = new Promise<void>((resolve) => setImmediate(() => resolve(void order.push('tick'))));
      await Promise.all([blocking, tick]);
      expect(order).toEqual(['read', 'tick']);
    } finally {
      await driver.close();
    }
  });

  it('refuses a write and reports SQL errors as rejections', async () => {
    const driver = openSqlite(join(dir, 'b.sqlite'));
    try {
      await driver.run('CREATE TABLE t (v INTEGER)');
      await expect(driver.reader!.all('INSERT INTO t (v) VALUES (1) RETURNING v')).rejects.toThrow(/readonly/i);
      await expect(driver.reader!.all('SELECT nope FROM t')).rejects.toThrow(/no such column/);
      expect(await driver.all('SELECT COUNT(*) AS n FROM t')).toEqual([{ n: 0 }]);
    } finally {
      await driver.close();
    }
  });

  it('with two workers, answers a short read while the other worker is busy with a long one', async () => {
    const driver = openSqlite(join(dir, 'c.sqlite'));
    const reader = openSqliteReader(join(dir, 'c.sqlite'), driver, 2);
    try {
      await driver.run('CREATE TABLE t (v INTEGER)');
      // Both workers started and ready first.
      await Promise.all([reader.all('SELECT 1 AS one'), reader.all('SELECT 2 AS two')]);
      const order: string[] = [];
      const long = reader.all(SLOW_READ).then(() => order.push('long'));
      const short = reader.all('SELECT COUNT(*) AS n FROM t').then((rows) => order.push(`short ${rows[0].n}`));
      await Promise.all([long, short]);
      expect(order).toEqual(['short 0', 'long']);
    } finally {
      await reader.close();
      await driver.close();
    }
  });

  it('falls back to the main connection when the worker cannot open the file', async () => {
    const fallback: ReadExecutor = { dialect: 'sqlite', all: async <T>() => [{ from: 'fallback' }] as T[] };
    const reader = openSqliteReader(join(dir, 'missing', 'none.sqlite'), fallback, 2);
    try {
      expect(await reader.all('SELECT 1')).toEqual([{ from: 'fallback' }]);
      expect(await reader.all('SELECT 2')).toEqual([{ from: 'fallback' }]);
    } finally {
      await reader.close();
    }
  });

  it('takes from 1 to 8 workers from ERRET_SQLITE_READERS, else one', () => {
    expect(['2', '8', '0', '9', '1.5', 'two', undefined].map((v) => readerCount({ ERRET_SQLITE_READERS: v }))).toEqual([
      2, 8, 1, 1, 1, 1, 1,
    ]);
  });
});
