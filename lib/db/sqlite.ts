import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Driver, Executor, Row, SqlValue } from './sql';

/**
 * better-sqlite3 is synchronous and has one connection, so an async transaction must not
 * let other callers' statements slip in while it awaits: every access goes through a queue.
 */
export function openSqlite(path: string): Driver {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  const statements = new Map<string, Database.Statement>();
  const prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
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

  return {
    dialect: 'sqlite',
    all: (sql, params) => exclusive(() => direct.all(sql, params)),
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
    close: () => exclusive(async () => void db.close()),
  };
}
