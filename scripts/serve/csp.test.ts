import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildScriptHashes,
  contentSecurityPolicy,
  createStreamReplacer,
  freshNonce,
  inlineScriptHashes,
  isPageRequest,
  preparePage,
  type ScriptTrust,
} from './csp';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const scriptSources = (policy: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith('script-src'))!
    .split(' ')
    .slice(2);

// Pages as Next 16 wrote them for this app: /play rendered at run time with the nonce below in the
// request's policy (as every page is rendered into Next's cache too), and the not-found page
// `next build` prerendered (so without a nonce).
const FIXTURE_NONCE = 'Zml4dHVyZS1yZW5kZXItbm9u';
const renderedPage = readFileSync(join(__dirname, 'fixtures', 'rendered-page.html'), 'utf8');
const prerenderedPage = readFileSync(join(__dirname, 'fixtures', 'prerendered-page.html'), 'utf8');
const distDir = mkdtempSync(join(tmpdir(), 'erret-csp-'));
mkdirSync(join(distDir, 'server', 'app', 'en', 'help'), { recursive: true });
writeFileSync(join(distDir, 'server', 'app', 'en', 'help', 'search.html'), prerenderedPage);
writeFileSync(join(distDir, 'server', 'app', 'en', 'help', 'search.rsc'), '<script>not a page</script>');
afterAll(() => rmSync(distDir, { recursive: true, force: true }));
let trust: ScriptTrust;
beforeAll(async () => {
  trust = { renderNonce: FIXTURE_NONCE, buildHashes: await buildScriptHashes(distDir) };
});

// Scripts a page might carry if something got into it: shaped as the framework's or not, with a
// nonce guessed or none. Not one may run.
const INJECTED = [
  'self.__next_f.push([1,"injected"])',
  '(self.__next_f=self.__next_f||[]).push([0]);fetch("//evil.example")',
  '$RC("B:999","S:999")',
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/evil.js"]});',
  'alert(document.cookie)',
];
const withInjected = (html: string) =>
  html.replace(
    '</body>',
    `${INJECTED.map((body) => `<script>${body}</script>`).join('')}<script nonce="${freshNonce()}">x()</script></body>`,
  );

describe('the policy of a page served from Next’s cache', () => {
  it('lets every script Next wrote into a page it rendered run, and none that got in otherwise', () => {
    expect(renderedPage).toContain(`nonce="${FIXTURE_NONCE}"`);
    const framework = inlineScriptHashes(renderedPage);
    expect(framework.length).toBeGreaterThan(2);
    const page = preparePage(Buffer.from(withInjected(renderedPage)), false, trust);
    const injected = [...INJECTED, 'x()'].map(sha);
    const sent = inlineScriptHashes(page.body.toString());
    expect(sent.filter((hash) => injected.includes(hash))).toHaveLength(injected.length);
    expect(scriptSources(page.csp).sort()).toEqual(sent.filter((hash) => !injected.includes(hash)).sort());
    expect(scriptSources(page.csp)).toHaveLength(framework.length);
  });

  it('never sends the nonce Next renders with', () => {
    const page = preparePage(Buffer.from(renderedPage), true, trust);
    expect(page.body.toString()).not.toContain(FIXTURE_NONCE);
    expect(gunzipSync(page.gz!).toString()).not.toContain(FIXTURE_NONCE);
    // The scripts as sent are the ones hashed, and as many as Next wrote.
    const sent = inlineScriptHashes(page.body.toString());
    expect(sent.sort()).toEqual(scriptSources(page.csp).sort());
    expect(sent.length).toBe(inlineScriptHashes(renderedPage).length);
  });

  it('sends the same page from every process and every answer (the edge caches gzip and plain apart)', () => {
    const otherNonce = 'b3RoZXItcHJvY2Vzcy1ub25j';
    const fromOther = renderedPage.replaceAll(FIXTURE_NONCE, otherNonce);
    const here = preparePage(Buffer.from(renderedPage), true, trust);
    const again = preparePage(Buffer.from(renderedPage), true, trust);
    const there = preparePage(Buffer.from(fromOther), true, { ...trust, renderNonce: otherNonce });
    expect(again.body.equals(here.body)).toBe(true);
    expect(there.body.equals(here.body)).toBe(true);
    expect(there.csp).toBe(here.csp);
  });

  it('lets the scripts of the build’s prerendered pages run, and no other', () => {
    expect(prerenderedPage).not.toContain('nonce=');
    const framework = inlineScriptHashes(prerenderedPage);
    expect([...trust.buildHashes].sort()).toEqual([...framework].sort());
    const page = preparePage(Buffer.from(withInjected(prerenderedPage)), false, trust);
    expect(scriptSources(page.csp).sort()).toEqual([...framework].sort());
    // A page rendered with another nonce (another process's, or one a client has seen) is not trusted.
    const other = preparePage(Buffer.from(renderedPage), false, { ...trust, renderNonce: freshNonce() });
    expect(scriptSources(other.csp).every((source) => trust.buildHashes.has(source))).toBe(true);
  });

  it('is worked out once per content, with its gzip', () => {
    const first = preparePage(Buffer.from(renderedPage), true, trust);
    expect(preparePage(Buffer.from(renderedPage), true, trust)).toBe(first);
    expect(gunzipSync(first.gz!).equals(first.body)).toBe(true);
    expect(preparePage(Buffer.from(prerenderedPage), false, trust).gz).toBeNull();
  });
});

describe('createStreamReplacer', () => {
  it('replaces every occurrence, split between chunks at any point', () => {
    const from = 'Zml4dHVyZS1yZW5kZXItbm9u';
    const to = freshNonce();
    const text = `<script nonce="${from}">a</script>${'x'.repeat(50)}<script nonce="${from}">b</script>Zml4`;
    for (let cut = 0; cut <= text.length; cut += 1)
      for (const step of [1, 7]) {
        const replacer = createStreamReplacer(from, to);
        const parts = [replacer.push(Buffer.from(text.slice(0, cut)))];
        for (let at = cut; at < text.length; at += step)
          parts.push(replacer.push(Buffer.from(text.slice(at, at + step))));
        parts.push(replacer.end());
        expect(Buffer.concat(parts).toString(), `${cut}/${step}`).toBe(text.replaceAll(from, to));
      }
  });

  it('holds back only an end that could begin the nonce', () => {
    const replacer = createStreamReplacer('abcdef', 'ABCDEF');
    expect(replacer.push(Buffer.from('<p>x</p>')).toString()).toBe('<p>x</p>');
    expect(replacer.push(Buffer.from('<p>ab')).toString()).toBe('<p>');
    expect(replacer.push(Buffer.from('cdef</p>')).toString()).toBe('ABCDEF</p>');
    expect(replacer.end().length).toBe(0);
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
  it('takes page loads and their server-components payloads only', () => {
    expect(isPageRequest(request('GET', '/cards?q=x'))).toBe(true);
    expect(isPageRequest(request('HEAD', '/'))).toBe(true);
    expect(isPageRequest(request('GET', '/cards', { rsc: '1' }))).toBe(true);
    expect(isPageRequest(request('GET', '/api/cards'))).toBe(false);
    expect(isPageRequest(request('GET', '/_next/static/chunks/a.js'))).toBe(false);
    expect(isPageRequest(request('POST', '/api/decks'))).toBe(false);
  });
});
