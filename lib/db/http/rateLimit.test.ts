import { describe, expect, it } from 'vitest';
import { createRateLimiter, writeLimiter } from './rateLimit';

describe('createRateLimiter', () => {
  it('allows a burst of perMinute, then refuses with a Retry-After until tokens refill', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ perMinute: 30, now: () => now });
    for (let i = 0; i < 30; i++) expect(limiter.take('1.2.3.4').ok).toBe(true);
    expect(limiter.take('1.2.3.4')).toEqual({ ok: false, retryAfterSeconds: 2 });
    expect(limiter.take('5.6.7.8').ok).toBe(true);
    now += 1_999;
    expect(limiter.take('1.2.3.4').ok).toBe(false);
    now += 1;
    expect(limiter.take('1.2.3.4').ok).toBe(true);
    expect(limiter.take('1.2.3.4').ok).toBe(false);
    now += 10 * 60_000;
    for (let i = 0; i < 30; i++) expect(limiter.take('1.2.3.4').ok).toBe(true);
    expect(limiter.take('1.2.3.4').ok).toBe(false);
  });

  it('forgets the least recently seen clients beyond maxKeys', () => {
    const limiter = createRateLimiter({ perMinute: 1, maxKeys: 2, now: () => 0 });
    expect(limiter.take('a').ok).toBe(true);
    expect(limiter.take('b').ok).toBe(true);
    expect(limiter.take('c').ok).toBe(true);
    expect(limiter.take('a').ok).toBe(true);
    expect(limiter.take('c').ok).toBe(false);
  });
});

describe('writeLimiter', () => {
  it('reads ERRET_WRITE_LIMIT, 0 turning the limit off', () => {
    expect(writeLimiter({ ERRET_WRITE_LIMIT: '0' })).toBeNull();
    const two = writeLimiter({ ERRET_WRITE_LIMIT: '2' })!;
    expect(writeLimiter({ ERRET_WRITE_LIMIT: '2' })).toBe(two);
    expect([two.take('x').ok, two.take('x').ok, two.take('x').ok]).toEqual([true, true, false]);
    expect(writeLimiter({})).not.toBe(two);
  });

  it('also caps all clients together, so a forged address cannot escape the limit', () => {
    const limiter = writeLimiter({ ERRET_WRITE_LIMIT: '2', ERRET_WRITE_LIMIT_TOTAL: '5' })!;
    const results = ['a', 'a', 'a', 'b', 'c', 'd', 'e'].map((key) => limiter.take(key).ok);
    expect(results).toEqual([true, true, false, true, true, true, false]);
    expect(writeLimiter({ ERRET_WRITE_LIMIT: '7' })).not.toBeNull();
  });
});
