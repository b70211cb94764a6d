import { Worker } from 'node:worker_threads';
import type { Executor, Row, SqlValue } from './sql';

/** What a long read needs: the dialect to write its SQL in, and `all`. */
export type ReadExecutor = Pick<Executor, 'dialect' | 'all'>;

// CommonJS source, not a file: Next bundles lib/, and a worker needs a script it can load as is.
// better-sqlite3 is resolved from the app's directory, where the server runs.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createRequire } = require('node:module');
const Database = createRequire(workerData.base)('better-sqlite3');
const db = new Database(workerData.path, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
const statements = new Map();
parentPort.on('message', ({ id, sql, params }) => {
  try {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > 200) statements.delete(statements.keys().next().value);
    }
    parentPort.postMessage({ id, rows: statement.all(...params) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});`;

type Pending = { sql: string; params: readonly SqlValue[]; resolve: (rows: Row[]) => void; reject: (error: Error) => void };

/**
 * Reads of a SQLite file on a second, read-only connection in a worker thread: better-sqlite3
 * answers synchronously, so a gallery search (tens of milliseconds over 100,000 decks) on the
 * main connection would hold every other request for that long. WAL lets this connection read
 * what the main one committed. If the worker cannot start, reads go to `fallback`.
 */
export function openSqliteReader(path: string, fallback: ReadExecutor): ReadExecutor & { close(): Promise<void> } {
  let worker: Worker | null = null;
  let broken = false;
  let next = 0;
  const pending = new Map<number, Pending>();

  const fail = () => {
    broken = true;
    worker = null;
    // Nothing is lost: what the worker did not answer is asked of the main connection.
    for (const [id, job] of pending) {
      pending.delete(id);
      fallback.all(job.sql, job.params).then(job.resolve, job.reject);
    }
  };
  const start = () => {
    const started = new Worker(WORKER_SOURCE, { eval: true, workerData: { path, base: `${process.cwd()}/` } });
    started.unref();
    started.on('message', ({ id, rows, error }: { id: number; rows?: Row[]; error?: string }) => {
      const job = pending.get(id);
      if (!job) return;
      pending.delete(id);
      if (pending.size === 0) started.unref();
      if (error === undefined) job.resolve(rows!);
      else job.reject(new Error(error));
    });
    started.on('error', fail);
    started.on('exit', () => worker === started && fail());
    return started;
  };

  return {
    dialect: 'sqlite',
    all<T extends Row>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
      if (broken) return fallback.all<T>(sql, params);
      worker ??= start();
      const id = next++;
      const sent = worker;
      // Held while it owes an answer (a script awaiting it must not exit), let go when idle.
      sent.ref();
      return new Promise<T[]>((resolve, reject) => {
        pending.set(id, { sql, params, resolve: resolve as (rows: Row[]) => void, reject });
        sent.postMessage({ id, sql, params });
      });
    },
    async close() {
      const running = worker;
      worker = null;
      broken = true;
      await running?.terminate();
    },
  };
}
