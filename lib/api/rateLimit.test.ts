import { describe, expect, it } from 'vitest';
import { createRateLimiter, writeLimiter } from './rateLimit';

describe('createRateLimiter', () => {
  it('allows a burst of perMinute, then refuses with a Retry-After until tokens refill', async () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ perMinute: 30, now: () => now });
    for (let i = 0; i < 30; i++) expect((await limiter.take('1.2.3.4')).ok).toBe(true);
    expect(await limiter.take('1.2.3.4')).toEqual({ ok: false, retryAfterSeconds: 2 });
    expect((await limiter.take('5.6.7.8')).ok).toBe(true);
    now += 1_999;
    expect((await limiter.take('1.2.3.4')).ok).toBe(false);
    now += 1;
    expect((await limiter.take('1.2.3.4')).ok).toBe(true);
    expect((await limiter.take('1.2.3.4')).ok).toBe(false);
    now += 10 * 60_000;
    for (let i = 0; i < 30; i++) expect((await limiter.take('1.2.3.4')).ok).toBe(true);
    expect((await limiter.take('1.2.3.4')).ok).toBe(false);
  });

  it('forgets the least recently seen clients beyond maxKeys', async () => {
    const limiter = createRateLimiter({ perMinute: 1, maxKeys: 2, now: () => 0 });
    const takes = [];
    for (const key of ['a', 'b', 'c', 'a', 'c']) takes.push((await limiter.take(key)).ok);
    expect(takes).toEqual([true, true, true, true, false]);
  });
});

describe('writeLimiter', () => {
  it('reads ERRET_WRITE_LIMIT, 0 turning the limit off', async () => {
    expect(writeLimiter(null, { ERRET_WRITE_LIMIT: '0' })).toBeNull();
    const two = writeLimiter(null, { ERRET_WRITE_LIMIT: '2' })!;
    expect(writeLimiter(null, { ERRET_WRITE_LIMIT: '2' })).toBe(two);
    expect([(await two.take('x')).ok, (await two.take('x')).ok, (await two.take('x')).ok]).toEqual([true, true, false]);
    expect(writeLimiter(null, {})).not.toBe(two);
  });

  it('has no bucket shared by all clients: many clients at their limit leave the next one its whole budget', async () => {
    const limiter = writeLimiter(null, { ERRET_WRITE_LIMIT: '3' })!;
    for (let client = 0; client < 50; client++) {
      for (let i = 0; i < 3; i++) expect((await limiter.take(`10.0.0.${client}`)).ok).toBe(true);
      expect((await limiter.take(`10.0.0.${client}`)).ok).toBe(false);
    }
    const newcomer = [];
    for (let i = 0; i < 3; i++) newcomer.push((await limiter.take('192.0.2.9')).ok);
    expect(newcomer).toEqual([true, true, true]);
  });
});
