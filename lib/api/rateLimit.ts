import type { RateDecision, SharedCounters } from '../db/counters';

export type { RateDecision };

export interface RateLimiterOptions {
  /** Requests allowed per minute per key (also the burst size). */
  perMinute: number;
  /** Keys remembered at most; the least recently seen are forgotten first. */
  maxKeys?: number;
  now?: () => number;
}

export interface RateLimiter {
  take(key: string): Promise<RateDecision>;
}

/** A token bucket per key (client address), in this process's memory. */
export function createRateLimiter({ perMinute, maxKeys = 10_000, now = Date.now }: RateLimiterOptions): RateLimiter {
  const perMs = perMinute / 60_000;
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    async take(key: string): Promise<RateDecision> {
      const t = now();
      const bucket = buckets.get(key) ?? { tokens: perMinute, at: t };
      buckets.delete(key);
      bucket.tokens = Math.min(perMinute, bucket.tokens + (t - bucket.at) * perMs);
      bucket.at = t;
      buckets.set(key, bucket);
      if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value!);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { ok: true, remaining: Math.floor(bucket.tokens) };
      }
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)) };
    },
  };
}

/** The same buckets kept in the database, so that every app process on it limits as one. */
export function sharedRateLimiter(
  counters: SharedCounters,
  perMinute: number,
  now: () => number = Date.now,
): RateLimiter {
  return { take: (key) => counters.takeWrite(key, perMinute, now()) };
}

const DEFAULT_WRITES_PER_MINUTE = 30;
const holder = globalThis as typeof globalThis & { __erretWriteLimiter?: { config: string; limiter: RateLimiter } };

function perMinuteFrom(raw: string | undefined, fallback: number): number {
  const value = Number(raw ?? fallback);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/**
 * The limiter for writes: ERRET_WRITE_LIMIT per minute per client (default 30; 0 turns
 * limiting off). There is no bucket shared by all clients: a few of them could empty it and
 * lock everyone else out. With shared counters (PostgreSQL) the buckets live in the database.
 */
export function writeLimiter(
  counters: SharedCounters | null,
  env: Record<string, string | undefined> = process.env,
): RateLimiter | null {
  const perClient = perMinuteFrom(env.ERRET_WRITE_LIMIT, DEFAULT_WRITES_PER_MINUTE);
  if (perClient === 0) return null;
  if (counters) return sharedRateLimiter(counters, perClient);
  const config = String(perClient);
  if (holder.__erretWriteLimiter?.config !== config)
    holder.__erretWriteLimiter = { config, limiter: createRateLimiter({ perMinute: perClient }) };
  return holder.__erretWriteLimiter.limiter;
}
