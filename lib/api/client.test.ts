import { describe, expect, it } from 'vitest';
import { admitWrite, clientKey, editToken, refuseCrossSite } from './client';
import { ApiError } from './errors';
import { createRateLimiter } from './rateLimit';

const req = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

async function refusal(run: () => unknown) {
  try {
    await run();
  } catch (error) {
    return error instanceof ApiError ? error : error;
  }
  return null;
}

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

  it('throws 429 rate-limited with Retry-After and the wait as data when a client is over its limit', async () => {
    const limiter = createRateLimiter({ perMinute: 1, now: () => 0 });
    const request = req('http://h/', { 'x-forwarded-for': '1.1.1.1' });
    await admitWrite(request, limiter);
    const error = await refusal(() => admitWrite(request, limiter));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'rate-limited',
      headers: { 'retry-after': '60' },
      data: { retryAfter: 60 },
    });
    await expect(admitWrite(request, null)).resolves.toBeUndefined();
  });
});

describe('refuseCrossSite', () => {
  const write = (headers: Record<string, string>) =>
    req('http://erret.test/api/decks', { host: 'erret.test', ...headers });

  it('refuses a browser write from another site, by Sec-Fetch-Site or by Origin', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.test' },
      { origin: 'null' },
    ] as Record<string, string>[]) {
      expect(await refusal(() => refuseCrossSite(write(headers))), JSON.stringify(headers)).toMatchObject({
        status: 403,
        code: 'cross-site',
      });
    }
  });

  it('lets through the site’s own pages and clients that are not browsers', async () => {
    for (const headers of [
      {},
      { 'sec-fetch-site': 'same-origin', origin: 'http://erret.test' },
      { origin: 'http://erret.test' },
    ] as Record<string, string>[]) {
      expect(await refusal(() => refuseCrossSite(write(headers))), JSON.stringify(headers)).toBeNull();
    }
  });
});
