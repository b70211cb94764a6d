import type { Migration } from './types';

// Several app processes on one PostgreSQL must count and limit as one: write buckets and the
// daily view ledger live here. SQLite means one process, which keeps them in memory.
export const sharedCounters: Migration = {
  version: 3,
  name: 'shared-counters',
  sqlite: [],
  postgres: [
    `CREATE TABLE write_buckets (
      client TEXT PRIMARY KEY, tokens DOUBLE PRECISION NOT NULL, at_ms BIGINT NOT NULL, granted BOOLEAN NOT NULL)`,
    `CREATE TABLE view_days (day INTEGER PRIMARY KEY, hmac_key BYTEA NOT NULL, seen INTEGER NOT NULL DEFAULT 0)`,
    `CREATE TABLE view_marks (day INTEGER NOT NULL, mark TEXT NOT NULL, PRIMARY KEY (day, mark))`,
  ],
};
