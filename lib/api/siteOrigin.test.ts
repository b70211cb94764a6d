import { describe, expect, it } from 'vitest';
import { siteOrigin } from './siteOrigin';

const from = (headers: Record<string, string>, configured?: string) =>
  siteOrigin(configured, (name) => headers[name] ?? null).href;

describe('siteOrigin', () => {
  it('uses the address the request came to when no public address is configured', () => {
    expect(from({ host: '192.168.1.20:3152' })).toBe('http://192.168.1.20:3152/');
    expect(from({ host: 'erret.local' })).toBe('http://erret.local/');
    expect(from({ host: '[::1]:8080' })).toBe('http://[::1]:8080/');
  });

  it('prefers the forwarded host and protocol, which Next sets from the connection (and a trusted proxy from the client’s)', () => {
    expect(from({ host: 'localhost:3152', 'x-forwarded-host': '127.0.0.1:3152', 'x-forwarded-proto': 'http' })).toBe(
      'http://127.0.0.1:3152/',
    );
    expect(
      from({
        host: 'localhost:3000',
        'x-forwarded-host': 'cards.example, proxy.internal',
        'x-forwarded-proto': 'https, http',
      }),
    ).toBe('https://cards.example/');
    expect(from({ host: 'cards.example', 'x-forwarded-proto': 'gopher' })).toBe('http://cards.example/');
  });

  it('keeps ERRET_BASE_URL for deployments, whatever the request says', () => {
    expect(from({ host: '10.0.0.5:3000', 'x-forwarded-host': 'other.example' }, 'https://erret.example')).toBe(
      'https://erret.example/',
    );
  });

  it('falls back to localhost for a missing or malformed host, never building a link from it', () => {
    expect(from({})).toBe('http://localhost:3000/');
    for (const host of ['evil.example/path', 'a b', 'x@y', 'host:port', ''])
      expect(from({ host }), host).toBe('http://localhost:3000/');
    expect(from({ host: 'ok.example', 'x-forwarded-host': 'bad/host' })).toBe('http://localhost:3000/');
  });
});
