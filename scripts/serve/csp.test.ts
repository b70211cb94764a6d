import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { contentSecurityPolicy, frameworkScriptHashes, isFrameworkScript, isPageRequest, preparePage } from './csp';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('frameworkScriptHashes', () => {
  it('hashes the framework’s inline scripts as the browser does, once, leaving out external scripts and data blocks', () => {
    const payload = 'self.__next_f.push([1,"é\\u003c/script>"])';
    const html =
      `<html><head><script src="/_next/static/a.js" async=""></script><script>(self.__next_f=self.__next_f||[]).push([0])</script><script>${payload}</script>` +
      `<script type="application/ld+json">{"a":1}</script></head><body><script>${payload}</script><script>$RC("B:0","S:0")</script></body></html>`;
    expect(frameworkScriptHashes(html)).toEqual([
      sha('(self.__next_f=self.__next_f||[]).push([0])'),
      sha(payload),
      sha('$RC("B:0","S:0")'),
    ]);
  });

  it('takes the bundler’s bootstrap when it only names script files and modules', () => {
    const bootstrap = (data: string) => `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(${data});`;
    expect(isFrameworkScript(bootstrap('{"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[94553]}'))).toBe(
      true,
    );
    expect(isFrameworkScript(bootstrap('{"otherChunks":["a.js"],"run":alert(1)}'))).toBe(false);
    expect(isFrameworkScript(bootstrap('{"otherChunks":["a.js"],"evil":1}'))).toBe(false);
  });

  it('leaves out any inline script the framework does not write, so it cannot run', () => {
    const injected = [
      'alert(document.cookie)',
      'self.__next_f.push([1,"x"]);fetch("//evil.example")',
      'self.__next_f.push(alert(1))',
      '$RC("B:0",alert(1))',
      '$RX=1;eval(location.hash)',
      'x()',
    ];
    for (const body of injected) expect(isFrameworkScript(body), body).toBe(false);
    const html = `<html><body><script>self.__next_f.push([1,"ok"])</script>${injected.map((body) => `<script>${body}</script>`).join('')}</body></html>`;
    expect(frameworkScriptHashes(html)).toEqual([sha('self.__next_f.push([1,"ok"])')]);
  });
});

describe('contentSecurityPolicy', () => {
  it('lets scripts run only from this origin or by hash or nonce: no inline handler, no eval, no framing', () => {
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
    const first = preparePage(page('$RC("B:1","S:1")'), true);
    expect(gunzipSync(first.gz!).equals(page('$RC("B:1","S:1")'))).toBe(true);
    expect(first.csp).toBe(contentSecurityPolicy(frameworkScriptHashes(page('$RC("B:1","S:1")').toString())));
    expect(preparePage(page('$RC("B:1","S:1")'), true)).toBe(first);
    const other = preparePage(page('$RC("B:2","S:2")'), false);
    expect(other.csp).not.toBe(first.csp);
    expect(other.gz).toBeNull();
  });
});
