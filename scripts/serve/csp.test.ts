import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
// @ts-expect-error -- a plain ES module of the server script, without types
import { contentSecurityPolicy, inlineScriptHashes, isPageRequest, preparePage } from './csp.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script as the browser does, once, leaving out external scripts and data blocks', () => {
    const payload = 'self.__next_f.push([1,"é\\u003c/script>"])';
    const html = `<html><head><script src="/_next/static/a.js" async=""></script><script>${payload}</script>`
      + `<script type="application/ld+json">{"a":1}</script></head><body><script>${payload}</script><script type="module">x()</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha(payload), sha('x()')]);
  });
});

describe('contentSecurityPolicy', () => {
  it('lets scripts run only from this origin or by hash: no inline handler, no eval, no framing', () => {
    const policy = contentSecurityPolicy([sha('a()')]);
    const scripts = policy.split('; ').find((d: string) => d.startsWith('script-src'));
    expect(scripts).toBe(`script-src 'self' ${sha('a()')}`);
    expect(policy).not.toMatch(/unsafe-inline'[^;]*;[^;]*script|script-src[^;]*unsafe/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
  });
});

describe('isPageRequest', () => {
  const request = (method: string, url: string, headers: Record<string, string> = {}) => ({ method, url, headers });
  it('takes page loads only', () => {
    expect(isPageRequest(request('GET', '/cards?q=x'))).toBe(true);
    expect(isPageRequest(request('HEAD', '/'))).toBe(true);
    expect(isPageRequest(request('GET', '/cards', { rsc: '1' }))).toBe(false);
    expect(isPageRequest(request('GET', '/api/cards'))).toBe(false);
    expect(isPageRequest(request('GET', '/_next/static/chunks/a.js'))).toBe(false);
    expect(isPageRequest(request('POST', '/api/decks'))).toBe(false);
  });
});

describe('preparePage', () => {
  it('works a page’s policy and gzip out once per content, and they match the content', () => {
    const page = (script: string) => Buffer.from(`<html><script>${script}</script>${'<p>card</p>'.repeat(300)}</html>`);
    const first = preparePage(page('a()'), true);
    expect(gunzipSync(first.gz).equals(page('a()'))).toBe(true);
    expect(first.csp).toBe(contentSecurityPolicy(inlineScriptHashes(page('a()').toString())));
    expect(preparePage(page('a()'), true)).toBe(first);
    const other = preparePage(page('b()'), false);
    expect(other.csp).not.toBe(first.csp);
    expect(other.gz).toBeNull();
  });
});
