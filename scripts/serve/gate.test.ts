import { describe, expect, it } from 'vitest';
import { gate, isInternalHeader, originForm, servedOverHttps, transportHeaders, type Verdict } from './gate';

const ask = (method: string, url: string, headers: Record<string, string> = {}) => gate({ method, url, headers });
const refused = (verdict: Verdict) => {
  if (!('refusal' in verdict)) throw new Error(`let through as ${verdict.url}`);
  return verdict.refusal;
};
const json = (verdict: Verdict) => JSON.parse(refused(verdict).body ?? 'null');

describe('gate', () => {
  it('answers TRACE and unknown methods 405 with Allow, in the API’s error shape', () => {
    for (const method of ['TRACE', 'CONNECT', 'BREW']) {
      const answer = refused(ask(method, '/api/decks'));
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      expect(JSON.parse(answer.body!)).toMatchObject({ code: 'method-not-allowed' });
    }
    expect(refused(ask('TRACE', '/cards')).status).toBe(405);
  });

  it('refuses a body sent to a page unread, and leaves API bodies to their endpoints', () => {
    expect(refused(ask('POST', '/cards?q=x')).status).toBe(405);
    expect(refused(ask('PUT', '/')).headers.allow).toBe('GET, HEAD');
    expect(ask('POST', '/api/champions', { 'content-length': String(11 * 1024 * 1024) })).toEqual({
      url: '/api/champions',
    });
  });

  it('answers OPTIONS on a page 405 with Allow and a body in the error shape', () => {
    const answer = refused(ask('OPTIONS', '/cards'));
    expect([answer.status, answer.headers.allow]).toEqual([405, 'GET, HEAD']);
    expect(JSON.parse(answer.body!)).toMatchObject({ code: 'method-not-allowed', allowed: ['GET', 'HEAD'] });
    expect(ask('OPTIONS', '/api/decks')).toEqual({ url: '/api/decks' });
  });

  it('judges a path after resolving its dot segments, written plainly or %-escaped', () => {
    for (const path of ['/api/%2e%2e/cards', '/api/%2E%2E/cards', '/api/../cards', '/api/decks/.%2e/../cards']) {
      expect(refused(ask('POST', path, { 'content-length': '5' })).headers).toMatchObject({
        allow: 'GET, HEAD',
        connection: 'close',
      });
      expect(ask('GET', path)).toEqual({ url: '/cards' });
    }
    expect(ask('GET', '/cards/%2e%2e/api/health')).toEqual({ url: '/api/health' });
  });

  it('refuses a body on a request that carries none, and closes the connection instead of reading it', () => {
    for (const [method, path] of [
      ['OPTIONS', '/api/decks'],
      ['GET', '/api/health'],
      ['HEAD', '/cards'],
      ['GET', '/'],
    ]) {
      for (const headers of [{ 'content-length': '10485760' }, { 'transfer-encoding': 'chunked' }] as Record<
        string,
        string
      >[]) {
        const answer = refused(ask(method, path, headers));
        expect(answer.status, `${method} ${path}`).toBe(method === 'OPTIONS' && !path.startsWith('/api/') ? 405 : 413);
        expect(answer.headers.connection).toBe('close');
      }
    }
    expect(json(ask('GET', '/api/health', { 'content-length': '3' }))).toMatchObject({
      code: 'body-too-large',
      limit: 0,
    });
    expect(ask('GET', '/api/health', { 'content-length': '0' })).toEqual({ url: '/api/health' });
  });

  it('answers OPTIONS * with what the server takes, and any other use of * with 400', () => {
    expect(refused(ask('OPTIONS', '*'))).toEqual({
      status: 204,
      headers: { allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' },
      body: null,
    });
    expect(json(ask('GET', '*'))).toMatchObject({ code: 'bad-address' });
    expect(refused(ask('OPTIONS', '*', { 'content-length': '4' })).status).toBe(400);
  });

  it('keeps only the path of an absolute-form target, so no redirect can name its host', () => {
    expect(ask('GET', 'http://evil.example/api/health')).toEqual({ url: '/api/health' });
    expect(ask('GET', 'https://evil.example:8443/cards/?q=x')).toEqual({ url: '/cards/?q=x' });
    expect(ask('GET', 'http://evil.example')).toEqual({ url: '/' });
    expect(json(ask('GET', 'evil.example/cards'))).toMatchObject({ code: 'bad-address' });
  });

  it('answers a malformed %-escape in an API address 400, and lets ordinary requests through', () => {
    expect(json(ask('GET', '/api/deck-codes/%E0%A4%A'))).toMatchObject({ code: 'bad-address' });
    expect(ask('GET', '/api/cards?q=%ZZ')).toEqual({ url: '/api/cards?q=%ZZ' });
    expect(ask('GET', '/cards')).toEqual({ url: '/cards' });
  });
});

describe('originForm', () => {
  it('never turns a path into another host', () => {
    expect(originForm('//evil.example/x')).toBe('//evil.example/x');
    expect(originForm('/d/BAAAAAAjMBHNsPIE.abc?lang=fr')).toBe('/d/BAAAAAAjMBHNsPIE.abc?lang=fr');
  });
});

describe('transport headers', () => {
  it('send HSTS only when a trusted proxy says the visitor came over HTTPS', () => {
    expect(transportHeaders(servedOverHttps({ 'x-forwarded-proto': 'https' }, true))).toEqual({
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
    expect(transportHeaders(servedOverHttps({ 'x-forwarded-proto': 'https' }, false))).toEqual({});
    expect(transportHeaders(servedOverHttps({ 'x-forwarded-proto': 'http' }, true))).toEqual({});
  });

  it('know Next’s internal headers', () => {
    expect([
      isInternalHeader('x-middleware-rewrite'),
      isInternalHeader('X-Middleware-Next'),
      isInternalHeader('x-content-type-options'),
    ]).toEqual([true, true, false]);
  });
});
