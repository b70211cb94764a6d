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

type Pending = {
  sql: string;
  params: readonly SqlValue[];
  resolve: (rows: Row[]) => void;
  reject: (error: Error) => void;
};
type Slot = { worker: Worker | null; broken: boolean; pending: Map<number, Pending> };

/**
 * Reads of a SQLite file on read-only connections in worker threads: better-sqlite3 answers
 * synchronously, so a gallery search (tens of milliseconds over 100,000 decks) on the main
 * connection would hold every other request for that long. WAL lets these connections read
 * what the main one committed. Each read goes to the worker with the fewest waiting (a second
 * one starts only when reads overlap). If a worker cannot start, its reads go to another, or
 * to `fallback` when none is left.
 */
export function openSqliteReader(
  path: string,
  fallback: ReadExecutor,
  workers = 1,
): ReadExecutor & { close(): Promise<void> } {
  const slots: Slot[] = Array.from({ length: Math.max(1, workers) }, () => ({
    worker: null,
    broken: false,
    pending: new Map(),
  }));
  let closed = false;
  let next = 0;

  const send = (job: Pending) => {
    const live = slots.filter((slot) => !slot.broken);
    if (closed || live.length === 0) {
      fallback.all(job.sql, job.params).then(job.resolve, job.reject);
      return;
    }
    const slot = live.reduce((best, other) => (other.pending.size < best.pending.size ? other : best));
    const worker = (slot.worker ??= start(slot));
    const id = next++;
    // Held while it owes an answer (a script awaiting it must not exit), let go when idle.
    worker.ref();
    slot.pending.set(id, job);
    worker.postMessage({ id, sql: job.sql, params: job.params });
  };
  const fail = (slot: Slot) => {
    slot.broken = true;
    slot.worker = null;
    // Nothing is lost: what the worker did not answer is asked again elsewhere.
    const owed = [...slot.pending.values()];
    slot.pending.clear();
    owed.forEach(send);
  };
  const start = (slot: Slot) => {
    const started = new Worker(WORKER_SOURCE, { eval: true, workerData: { path, base: `${process.cwd()}/` } });
    started.unref();
    started.on('message', ({ id, rows, error }: { id: number; rows?: Row[]; error?: string }) => {
      const job = slot.pending.get(id);
      if (!job) return;
      slot.pending.delete(id);
      if (slot.pending.size === 0) started.unref();
      if (error === undefined) job.resolve(rows!);
      else job.reject(new Error(error));
    });
    started.on('error', () => slot.worker === started && fail(slot));
    started.on('exit', () => slot.worker === started && fail(slot));
    return started;
  };

  return {
    dialect: 'sqlite',
    all<T extends Row>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
      return new Promise<T[]>((resolve, reject) =>
        send({ sql, params, resolve: resolve as (rows: Row[]) => void, reject }),
      );
    },
    async close() {
      closed = true;
      const running = slots.map((slot) => slot.worker);
      for (const slot of slots) slot.worker = null;
      await Promise.all(running.map((worker) => worker?.terminate()));
    },
  };
}
