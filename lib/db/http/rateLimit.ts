export interface RateLimiterOptions {
  /** Requests allowed per minute per key (also the burst size). */
  perMinute: number;
  /** Keys remembered at most; the least recently seen are forgotten first. */
  maxKeys?: number;
  now?: () => number;
}

export type RateDecision = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number };

/** A token bucket per key (client IP), in memory. */
export function createRateLimiter({ perMinute, maxKeys = 10_000, now = Date.now }: RateLimiterOptions): RateLimiter {
  const perMs = perMinute / 60_000;
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(key: string): RateDecision {
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

export interface RateLimiter {
  take(key: string): RateDecision;
}

const DEFAULT_WRITES_PER_MINUTE = 30;
const TOTAL_FACTOR = 10;
const holder = globalThis as typeof globalThis & { __erretWriteLimiter?: { config: string; limiter: RateLimiter } };

function perMinuteFrom(raw: string | undefined, fallback: number): number {
  const value = Number(raw ?? fallback);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** A client's write must pass its own bucket, then the bucket shared by all clients. */
function combine(perClient: RateLimiter, total: RateLimiter): RateLimiter {
  return {
    take(key) {
      const own = perClient.take(key);
      return own.ok ? total.take('*') : own;
    },
  };
}

/**
 * The limiter for writes: ERRET_WRITE_LIMIT per minute per client (default 30; 0 turns
 * limiting off) and ERRET_WRITE_LIMIT_TOTAL per minute for all clients together (default
 * 10 × the per-client limit).
 */
export function writeLimiter(env: Record<string, string | undefined> = process.env): RateLimiter | null {
  const perClient = perMinuteFrom(env.ERRET_WRITE_LIMIT, DEFAULT_WRITES_PER_MINUTE);
  if (perClient === 0) return null;
  const total = Math.max(perClient, perMinuteFrom(env.ERRET_WRITE_LIMIT_TOTAL, perClient * TOTAL_FACTOR));
  const config = `${perClient}/${total}`;
  if (holder.__erretWriteLimiter?.config !== config) {
    holder.__erretWriteLimiter = { config, limiter: combine(createRateLimiter({ perMinute: perClient }), createRateLimiter({ perMinute: total })) };
  }
  return holder.__erretWriteLimiter.limiter;
}
