import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Driver, Executor, Row, SqlValue } from './sql';
import { openSqliteReader } from './sqliteReader';

// One connection per file and process: a second connection in the same process would wait
// for the first one's write lock synchronously, blocking the event loop that must release it.
const STATEMENT_CACHE = 500;
const shared = new Map<string, { driver: Driver; users: number }>();

/**
 * How many read-only worker connections serve the gallery search: ERRET_SQLITE_READERS, default
 * 1. A second one did not search faster on the shared 2-core machine (26 searches/s either way,
 * 50 at once): the CPU, not the one worker, was the limit there.
 */
export function readerCount(env: Record<string, string | undefined> = process.env): number {
  const asked = Number(env.ERRET_SQLITE_READERS);
  return Number.isInteger(asked) && asked >= 1 && asked <= 8 ? asked : 1;
}

/** Opens a SQLite file, sharing the connection with other users of the same file in this process. */
export function openSqlite(path: string): Driver {
  const key = path === ':memory:' ? `:memory:${shared.size}` : resolve(path);
  let entry = shared.get(key);
  if (!entry) {
    const driver = connect(path);
    entry = { driver, users: 0 };
    shared.set(key, entry);
  }
  entry.users += 1;
  const current = entry;
  let closed = false;
  return {
    ...current.driver,
    async close() {
      if (closed) return;
      closed = true;
      current.users -= 1;
      if (current.users === 0) {
        shared.delete(key);
        await current.driver.close();
      }
    },
  };
}

/**
 * better-sqlite3 is synchronous and has one connection, so an async transaction must not
 * let other callers' statements slip in while it awaits: every access goes through a queue.
 */
function connect(path: string): Driver {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // Searches make statements of many shapes: the oldest prepared ones are let go.
  const statements = new Map<string, Database.Statement>();
  const prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > STATEMENT_CACHE) statements.delete(statements.keys().next().value!);
    }
    return statement;
  };

  const direct: Executor = {
    dialect: 'sqlite',
    async all<T extends Row>(sql: string, params: readonly SqlValue[] = []) {
      return prepare(sql).all(...params) as T[];
    },
    async run(sql: string, params: readonly SqlValue[] = []) {
      return prepare(sql).run(...params).changes;
    },
    transaction: (fn) => fn(direct),
  };

  let queue: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = queue.then(fn, fn);
    queue = next.catch(() => undefined);
    return next;
  };

  const all: Executor['all'] = (sql, params) => exclusive(() => direct.all(sql, params));
  const reader = path === ':memory:' ? undefined : openSqliteReader(path, { dialect: 'sqlite', all }, readerCount());
  return {
    dialect: 'sqlite',
    all,
    reader,
    run: (sql, params) => exclusive(() => direct.run(sql, params)),
    transaction: (fn) =>
      exclusive(async () => {
        db.exec('BEGIN IMMEDIATE');
        try {
          const result = await fn(direct);
          db.exec('COMMIT');
          return result;
        } catch (error) {
          db.exec('ROLLBACK');
          throw error;
        }
      }),
    close: async () => {
      await reader?.close();
      await exclusive(async () => void db.close());
    },
  };
}
