import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the server script, without types
import { gate, isInternalHeader, servedOverHttps, transportHeaders } from './gate.mjs';

const ask = (method: string, url: string, headers: Record<string, string> = {}) => gate({ method, url, headers });

describe('gate', () => {
  it('answers TRACE and unknown methods 405 with Allow, in the API’s error shape', () => {
    for (const method of ['TRACE', 'CONNECT', 'BREW']) {
      const answer = ask(method, '/api/decks');
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'method-not-allowed' });
    }
    expect(ask('TRACE', '/cards').status).toBe(405);
  });

  it('refuses a body sent to a page unread, and leaves API bodies to their endpoints', () => {
    expect(ask('POST', '/cards?q=x').status).toBe(405);
    expect(ask('PUT', '/').headers.allow).toBe('GET, HEAD');
    expect(ask('POST', '/api/champions', { 'content-length': String(11 * 1024 * 1024) })).toBeNull();
  });

  it('answers a malformed %-escape in an API address 400, and lets ordinary requests through', () => {
    expect(JSON.parse(ask('GET', '/api/deck-codes/%E0%A4%A').body)).toMatchObject({ code: 'bad-address' });
    expect(ask('GET', '/api/cards?q=%ZZ')).toBeNull();
    expect(ask('GET', '/cards')).toBeNull();
    expect(ask('OPTIONS', '/api/decks')).toBeNull();
  });
});

describe('transport headers', () => {
  it('send HSTS only when a trusted proxy says the visitor came over HTTPS', () => {
    expect(transportHeaders(servedOverHttps({ 'x-forwarded-proto': 'https' }, true))).toEqual({ 'strict-transport-security': 'max-age=31536000; includeSubDomains' });
    expect(transportHeaders(servedOverHttps({ 'x-forwarded-proto': 'https' }, false))).toEqual({});
    expect(transportHeaders(servedOverHttps({ 'x-forwarded-proto': 'http' }, true))).toEqual({});
  });

  it('know Next’s internal headers', () => {
    expect([isInternalHeader('x-middleware-rewrite'), isInternalHeader('X-Middleware-Next'), isInternalHeader('x-content-type-options')]).toEqual([true, true, false]);
  });
});
