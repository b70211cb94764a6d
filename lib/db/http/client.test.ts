import { describe, expect, it } from 'vitest';
import { clientKey, editToken, limitWrites } from './client';
import { HttpError } from './errors';
import { createRateLimiter } from './rateLimit';

const req = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

describe('client helpers', () => {
  it('keys clients by the last X-Forwarded-For entry, the one the server adds', () => {
    expect(clientKey(req('http://h/', { 'x-forwarded-for': '6.6.6.6, 10.0.0.2' }))).toBe('10.0.0.2');
    expect(clientKey(req('http://h/', { 'x-real-ip': '10.0.0.3' }))).toBe('10.0.0.3');
    expect(clientKey(req('http://h/'))).toBe('unknown');
  });

  it('reads the edit token from a Bearer header or ?token=', () => {
    expect(editToken(req('http://h/', { authorization: 'Bearer abc_DEF-1' }))).toBe('abc_DEF-1');
    expect(editToken(req('http://h/?token=xyz'))).toBe('xyz');
    expect(editToken(req('http://h/', { authorization: 'Basic abc' }))).toBeNull();
    expect(editToken(req('http://h/?token='))).toBeNull();
  });

  it('throws 429 with Retry-After when a client is over its limit', () => {
    const limiter = createRateLimiter({ perMinute: 1, now: () => 0 });
    const request = req('http://h/', { 'x-forwarded-for': '1.1.1.1' });
    limitWrites(request, limiter);
    let error: unknown;
    try {
      limitWrites(request, limiter);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 429, headers: { 'retry-after': '60' }, messageFr: expect.stringContaining('réessayez dans 60 s') });
    expect(() => limitWrites(request, null)).not.toThrow();
  });
});
