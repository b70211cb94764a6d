export interface RateLimiterOptions {
  /** Requests allowed per minute per key (also the burst size). */
  perMinute: number;
  /** Keys remembered at most; the least recently seen are forgotten first. */
  maxKeys?: number;
  now?: () => number;
}

export type RateDecision = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number };

/** A token bucket per key (client IP), in memory. */
export function createRateLimiter({ perMinute, maxKeys = 10_000, now = Date.now }: RateLimiterOptions) {
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

export type RateLimiter = ReturnType<typeof createRateLimiter>;

const DEFAULT_WRITES_PER_MINUTE = 30;
const holder = globalThis as typeof globalThis & { __erretWriteLimiter?: { perMinute: number; limiter: RateLimiter } };

/** The limiter for writes: ERRET_WRITE_LIMIT per minute per client (default 30; 0 turns it off). */
export function writeLimiter(env: Record<string, string | undefined> = process.env): RateLimiter | null {
  const configured = Number(env.ERRET_WRITE_LIMIT ?? DEFAULT_WRITES_PER_MINUTE);
  const perMinute = Number.isFinite(configured) && configured >= 0 ? configured : DEFAULT_WRITES_PER_MINUTE;
  if (perMinute === 0) return null;
  if (holder.__erretWriteLimiter?.perMinute !== perMinute) {
    holder.__erretWriteLimiter = { perMinute, limiter: createRateLimiter({ perMinute }) };
  }
  return holder.__erretWriteLimiter.limiter;
}
