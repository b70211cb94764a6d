import type { Executor } from './sql';

export type RateDecision = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number };

/**
 * Counters that several app processes on one PostgreSQL share: a token bucket per client for
 * writes, and the daily ledger of who has seen which page. Each step is one statement, so two
 * processes taking from the same bucket at once cannot both spend its last token.
 */
export interface SharedCounters {
  takeWrite(client: string, perMinute: number, now: number): Promise<RateDecision>;
  /** True when `mark` (a keyed hash of page and viewer) is new today and the day has room. */
  markView(day: number, mark: string, capacity: number): Promise<boolean>;
  /** The day's hashing key: the first process to ask draws it, the others read it. */
  dayKey(day: number, fresh: Uint8Array): Promise<Uint8Array>;
}

const SWEEP_EVERY = 500;
const IDLE_MS = 10 * 60_000;

export function sharedCounters(db: Executor): SharedCounters {
  let takes = 0;
  return {
    async takeWrite(client, perMinute, now) {
      const perMs = perMinute / 60_000;
      const refilled = `LEAST(?::float8, b.tokens + GREATEST(0, ?::bigint - b.at_ms) * ?::float8)`;
      const [row] = await db.all<{ tokens: number; granted: boolean }>(
        `INSERT INTO write_buckets AS b (client, tokens, at_ms, granted) VALUES (?, ?::float8 - 1, ?, true)
         ON CONFLICT (client) DO UPDATE SET
           tokens = CASE WHEN ${refilled} >= 1 THEN ${refilled} - 1 ELSE ${refilled} END,
           granted = ${refilled} >= 1,
           at_ms = GREATEST(b.at_ms, EXCLUDED.at_ms)
         RETURNING tokens, granted`,
        [client, perMinute, now, ...Array(4).fill([perMinute, now, perMs]).flat()],
      );
      if (++takes % SWEEP_EVERY === 0) await db.run('DELETE FROM write_buckets WHERE at_ms < ?', [now - IDLE_MS]);
      if (row.granted) return { ok: true, remaining: Math.floor(row.tokens) };
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - row.tokens) / perMs / 1000)) };
    },
    async markView(day, mark, capacity) {
      const rows = await db.all(
        `WITH added AS (
           INSERT INTO view_marks (day, mark) SELECT ?, ? WHERE (SELECT seen FROM view_days WHERE day = ?) < ?
           ON CONFLICT DO NOTHING RETURNING day)
         UPDATE view_days SET seen = seen + 1 WHERE day IN (SELECT day FROM added) RETURNING seen`,
        [day, mark, day, capacity],
      );
      return rows.length > 0;
    },
    async dayKey(day, fresh) {
      const inserted = await db.run(
        'INSERT INTO view_days (day, hmac_key) VALUES (?, ?) ON CONFLICT (day) DO NOTHING',
        [day, fresh],
      );
      if (inserted) {
        // A new day: yesterday's key and marks are thrown away, as the in-memory ledger does.
        await db.run('DELETE FROM view_marks WHERE day < ?', [day]);
        await db.run('DELETE FROM view_days WHERE day < ?', [day]);
      }
      const [row] = await db.all<{ hmac_key: Uint8Array }>('SELECT hmac_key FROM view_days WHERE day = ?', [day]);
      return new Uint8Array(row.hmac_key);
    },
  };
}
