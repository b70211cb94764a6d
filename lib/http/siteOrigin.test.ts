import { describe, expect, it } from 'vitest';
import { siteOrigin } from './siteOrigin';

const from = (headers: Record<string, string>, options: { configured?: string; trustProxy?: boolean } = {}) =>
  siteOrigin({ configured: options.configured, trustProxy: options.trustProxy ?? false, header: (name) => headers[name] ?? null }).href;

describe('siteOrigin', () => {
  it('uses the address the request came to when no public address is configured', () => {
    expect(from({ host: '192.168.1.20:3152' })).toBe('http://192.168.1.20:3152/');
    expect(from({ host: 'erret.local' })).toBe('http://erret.local/');
    expect(from({ host: '[::1]:8080' })).toBe('http://[::1]:8080/');
  });

  it('keeps ERRET_BASE_URL for deployments, whatever the request says', () => {
    expect(from({ host: '10.0.0.5:3000' }, { configured: 'https://erret.example' })).toBe('https://erret.example/');
  });

  it('believes X-Forwarded-Host and -Proto only behind a trusted proxy', () => {
    const headers = { host: '127.0.0.1:3000', 'x-forwarded-host': 'cards.example, proxy.internal', 'x-forwarded-proto': 'https' };
    expect(from(headers)).toBe('http://127.0.0.1:3000/');
    expect(from(headers, { trustProxy: true })).toBe('https://cards.example/');
  });

  it('falls back to localhost for a missing or malformed host, never building a link from it', () => {
    expect(from({})).toBe('http://localhost:3000/');
    for (const host of ['evil.example/path', 'a b', 'x@y', 'host:port', '']) expect(from({ host }), host).toBe('http://localhost:3000/');
  });
});
