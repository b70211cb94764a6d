import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheKey, createSharedCache, storablePolicy } from './cache';
import { freshNonce, withScriptPolicy } from './csp';

const ask = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  cacheKey({ method, url, headers: { host: 'erret.example', ...headers } });

describe('cacheKey', () => {
  it('keys on the language the proxy will choose, not on the raw headers that lead to it', () => {
    const french = ask('/cards', { cookie: 'erret-lang=fr' });
    expect(ask('/cards', { cookie: 'erret-lang=en' })).not.toBe(french);
    expect(ask('/cards', { 'accept-language': 'fr-CA,fr;q=0.9' })).toBe(french);
    expect(ask('/cards', { cookie: 'theme=dark; erret-lang=fr', 'accept-language': 'en' })).toBe(french);
    expect(ask('/cards', { cookie: 'erret-lang=%66r' })).toBe(french); // decoded as Next decodes it
    expect(ask('/cards', { cookie: 'erret-lang=fr', 'accept-language': 'en' })).toBe(french);
    expect(ask('/cards', { cookie: 'erret-lang=de', 'accept-language': 'fr' })).toBe(french);
    expect(ask('/cards?lang=en', { cookie: 'erret-lang=fr' })).not.toBe(
      ask('/cards?lang=fr', { cookie: 'erret-lang=fr' }),
    );
    expect(ask('/cards', { cookie: 'session=1' })).toBe(ask('/cards'));
  });

  it('keys on the full address, every header the site origin is read from, the encoding and the kind of robot', () => {
    const base = ask('/d/BAAAAAAjMBHNsPIE');
    for (const other of [
      ask('/d/BAAAAAAjMBHNsPIE?x=1'),
      ask('/d/BAAAAAAjMBHNsPIF'),
      ask('/d/BAAAAAAjMBHNsPIE', { host: 'other.example' }),
      ask('/d/BAAAAAAjMBHNsPIE', { 'x-forwarded-host': 'public.example' }),
      ask('/d/BAAAAAAjMBHNsPIE', { 'x-forwarded-proto': 'https' }),
      ask('/d/BAAAAAAjMBHNsPIE', { 'x-forwarded-port': '8443' }),
      ask('/d/BAAAAAAjMBHNsPIE', { 'accept-encoding': 'gzip' }),
      ask('/d/BAAAAAAjMBHNsPIE', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }),
    ])
      expect(other).not.toBe(base);
    expect(ask('/d/BAAAAAAjMBHNsPIE', { 'accept-encoding': 'GZIP' })).toBe(
      ask('/d/BAAAAAAjMBHNsPIE', { 'accept-encoding': 'gzip' }),
    );
    expect(ask('/d/BAAAAAAjMBHNsPIE', { 'user-agent': 'Mozilla/5.0 Firefox/140' })).toBe(base);
  });

  it('answers a HEAD from its GET, and takes no write, no client-router request, no range and no authorised ask', () => {
    expect(ask('/cards', {}, 'HEAD')).toBe(ask('/cards'));
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) expect(ask('/api/decks', {}, method)).toBeNull();
    for (const header of [
      'rsc',
      'next-router-prefetch',
      'next-router-state-tree',
      'next-action',
      'x-prerender-revalidate',
      'x-middleware-subrequest',
      'range',
      'authorization',
    ]) {
      expect(ask('/cards', { [header]: '1' }), header).toBeNull();
    }
  });
});

describe('storablePolicy', () => {
  const policy = (status: number, headers: Record<string, string>) =>
    storablePolicy({ url: '/cards', method: 'GET', headers: { host: 'erret.example' } }, status, headers);
  it('stores what Next marks for shared caches, for as long as it says', () => {
    expect(policy(200, { 'cache-control': 's-maxage=31536000' })!.timeToLive()).toBe(31536000_000);
    expect(
      policy(200, {
        'cache-control': 's-maxage=60, stale-while-revalidate=31535940',
        vary: 'rsc, next-router-state-tree, Accept-Encoding',
      })!.timeToLive(),
    ).toBe(31536000_000);
    expect(policy(200, { 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' })!.timeToLive()).toBe(
      (86400 + 604800) * 1000,
    );
  });

  it('stores nothing private, personal, unmarked, to be revalidated each time, or not a 200', () => {
    for (const [status, headers] of [
      [200, { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }],
      [200, { 'cache-control': 'no-store' }],
      [200, { 'cache-control': 'no-cache' }],
      [200, { 'cache-control': 'private, max-age=31536000, immutable' }],
      [200, { 'last-modified': 'Mon, 01 Jan 2024 00:00:00 GMT' }],
      [200, {}],
      [200, { 'cache-control': 's-maxage=60', 'set-cookie': 'erret-lang=fr' }],
      [200, { 'cache-control': 's-maxage=60', vary: '*' }],
      [200, { 'cache-control': 's-maxage=0' }],
      [404, { 'cache-control': 's-maxage=31536000' }],
      [500, { 'cache-control': 's-maxage=60' }],
      [307, { 'cache-control': 'public, max-age=60' }],
    ] as const)
      expect(policy(status, headers), JSON.stringify([status, headers])).toBeNull();
  });
});

type Upstream = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;

let server: Server | null = null;
// Only Date is faked: the cache's clock moves when the test says, the sockets' timers run as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_000_000);
});
afterEach(() => {
  vi.useRealTimers();
  return new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});
const clock = { advance: (ms: number) => vi.setSystemTime(Date.now() + ms) };

/** A real HTTP server with the cache in front of `upstream` (which stands for Next), and a clock the test moves. */
async function serve(upstream: Upstream, options: { maxBytes?: number } = {}) {
  const cache = createSharedCache(options);
  let calls = 0;
  server = createServer((request, response) =>
    cache.handle(request, response, () => {
      calls += 1;
      return upstream(request, response);
    }),
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server!.address() as AddressInfo;
  // node:http rather than fetch, which would not send a Host of our choosing.
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, string>; body: string; bytes: Buffer }>((resolve, reject) => {
      const sent = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers as Record<string, string>,
            body: Buffer.concat(chunks).toString(),
            bytes: Buffer.concat(chunks),
          }),
        );
      });
      sent.on('error', reject);
      sent.end();
    });
  return { get, cache, calls: () => calls };
}

const page =
  (body: string, headers: Record<string, string>): Upstream =>
  (_request, response) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(body);
  };

describe('createSharedCache', () => {
  it('sends a shared-cacheable page again with the headers that went out, without the internal ones, and 304 to its ETag', async () => {
    const headers = {
      'cache-control': 's-maxage=31536000',
      etag: '"abc"',
      'content-security-policy': "script-src 'self'",
      vary: 'rsc, Accept-Encoding',
      'x-middleware-rewrite': 'http://localhost/en/cards',
    };
    const { get, calls } = await serve(page('<p>cards</p>', headers));
    const first = await get('/cards');
    const again = await get('/cards');
    expect(calls()).toBe(1);
    expect(again.body).toBe('<p>cards</p>');
    expect(again.headers['x-cache']).toBe('HIT');
    for (const name of ['cache-control', 'etag', 'content-security-policy', 'vary', 'content-type'])
      expect(again.headers[name], name).toBe(first.headers[name]);
    expect(again.headers['x-middleware-rewrite']).toBeUndefined();
    const conditional = await get('/cards', { 'if-none-match': 'W/"x", "abc"' });
    expect([conditional.status, conditional.body, conditional.headers.etag]).toEqual([304, '', '"abc"']);
    const head = await get('/cards', {}, 'HEAD');
    expect([head.status, head.body, head.headers['content-length']]).toEqual([200, '', String('<p>cards</p>'.length)]);
    expect(calls()).toBe(1);
  });

  it('keeps a gzip reader’s page and an identity reader’s page apart, each sent again as it went out', async () => {
    // The real page path of the server: its script policy step takes Accept-Encoding off the
    // request (Next is asked for the page uncompressed) and gzips the page itself.
    const html = `<!DOCTYPE html><html lang="en"><body><h1>Cards</h1>${'<p>card</p>'.repeat(400)}</body></html>`;
    const { get, calls } = await serve((request, response) => {
      withScriptPolicy(request, response, { renderNonce: freshNonce(), buildHashes: new Set() });
      page(html, {
        'cache-control': 's-maxage=31536000',
        vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch',
      })(request, response);
    });
    for (const encoding of ['gzip', 'gzip, deflate, br, zstd']) {
      const [first, again] = [
        await get('/cards', { 'accept-encoding': encoding }),
        await get('/cards', { 'accept-encoding': encoding }),
      ];
      expect(again.headers['x-cache'], encoding).toBe('HIT');
      for (const answer of [first, again]) {
        expect(answer.headers['content-encoding'], encoding).toBe('gzip');
        expect(answer.headers.vary, encoding).toMatch(/(?:^|,\s*)Accept-Encoding$/);
        expect(gunzipSync(answer.bytes).toString(), encoding).toBe(html);
      }
      expect(again.headers['content-length']).toBe(String(first.bytes.length));
    }
    const [plain, plainAgain] = [await get('/cards'), await get('/cards')];
    expect(plainAgain.headers['x-cache']).toBe('HIT');
    for (const answer of [plain, plainAgain]) {
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body).toBe(html);
    }
    expect((await get('/cards', { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
    expect(calls()).toBe(4);
  });

  it('keeps a page per language and per site address', async () => {
    const { get, calls } = await serve((request, response) =>
      page(`${request.headers.cookie ?? ''}|${request.headers.host}`, { 'cache-control': 's-maxage=60' })(
        request,
        response,
      ),
    );
    const french = await get('/cards', { cookie: 'erret-lang=fr' });
    const english = await get('/cards', { cookie: 'erret-lang=en' });
    expect(french.body).toMatch(/^erret-lang=fr\|127\.0\.0\.1:\d+$/);
    expect(english.body).toMatch(/^erret-lang=en\|127\.0\.0\.1:\d+$/);
    expect((await get('/cards', { cookie: 'erret-lang=fr' })).body).toBe(french.body);
    expect((await get('/cards', { cookie: 'erret-lang=en' })).body).toBe(english.body);
    expect(calls()).toBe(2);
    const elsewhere = await get('/cards', { cookie: 'erret-lang=fr', host: 'public.example' });
    expect(elsewhere.body).toBe('erret-lang=fr|public.example');
    expect(calls()).toBe(3);
  });

  it('never keeps a private page, one setting a cookie, an error, or an answer to a write', async () => {
    let n = 0;
    const { get, calls } = await serve((request, response) => {
      n += 1;
      const path = request.url!;
      if (path === '/edit')
        return page(`edit ${n}`, { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' })(
          request,
          response,
        );
      if (path === '/cookie')
        return page(`cookie ${n}`, { 'cache-control': 's-maxage=60', 'set-cookie': 'erret-lang=fr' })(
          request,
          response,
        );
      if (path === '/missing') {
        response.statusCode = 404;
        return page(`missing ${n}`, { 'cache-control': 's-maxage=31536000' })(request, response);
      }
      return page(`written ${n}`, { 'cache-control': 's-maxage=60' })(request, response);
    });
    for (const path of ['/edit', '/cookie', '/missing']) {
      const [one, two] = [await get(path), await get(path)];
      expect(one.body, path).not.toBe(two.body);
      expect(two.headers['x-cache'], path).toBeUndefined();
    }
    await get('/posted', {}, 'POST');
    expect((await get('/posted')).headers['x-cache']).toBeUndefined();
    expect(calls()).toBe(8);
  });

  it('serves a page while fresh, then lets one request refresh it while the others get the stale copy', async () => {
    let version = 1;
    let hold: Promise<void> | null = null;
    const { get, calls } = await serve(async (request, response) => {
      const served = version;
      if (hold) await hold;
      page(`v${served}`, { 'cache-control': 's-maxage=60, stale-while-revalidate=600' })(request, response);
    });
    expect((await get('/d/x')).body).toBe('v1');
    version = 2;
    clock.advance(59_000);
    expect((await get('/d/x')).body).toBe('v1');
    clock.advance(2_000);
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    const refreshing = get('/d/x');
    await expect.poll(calls).toBe(2);
    const meanwhile = await get('/d/x');
    expect([meanwhile.body, meanwhile.headers['x-cache'], meanwhile.headers.age]).toEqual(['v1', 'HIT', '61']);
    release();
    hold = null;
    expect((await refreshing).body).toBe('v2');
    expect((await get('/d/x')).body).toBe('v2');
    expect(calls()).toBe(2);
  });

  it('asks Next again once a page is past its freshness and its stale window', async () => {
    let version = 1;
    const { get, calls } = await serve((request, response) =>
      page(`v${version++}`, { 'cache-control': 's-maxage=60' })(request, response),
    );
    expect((await get('/cards')).body).toBe('v1');
    clock.advance(61_000);
    expect((await get('/cards')).body).toBe('v2');
    expect((await get('/cards')).body).toBe('v2');
    expect(calls()).toBe(2);
  });

  it('keeps a copy Next says is stale only until the next request', async () => {
    let version = 1;
    const { get, calls } = await serve((request, response) =>
      page(`v${version}`, {
        'cache-control': 's-maxage=60, stale-while-revalidate=600',
        'x-nextjs-cache': version++ === 1 ? 'STALE' : 'HIT',
      })(request, response),
    );
    expect((await get('/d/x')).body).toBe('v1');
    expect((await get('/d/x')).body).toBe('v2');
    expect((await get('/d/x')).body).toBe('v2');
    expect(calls()).toBe(2);
  });

  it('stays within its byte bound, the least recently used out first', async () => {
    const { get, cache, calls } = await serve(
      (request, response) =>
        page(`${request.url}:${'x'.repeat(3000)}`, { 'cache-control': 's-maxage=60' })(request, response),
      { maxBytes: 8000 },
    );
    for (const path of ['/a', '/b', '/a', '/c']) await get(path);
    expect(cache.bytes).toBeLessThanOrEqual(8000);
    expect(cache.size).toBe(2);
    expect(calls()).toBe(3);
    expect((await get('/a')).headers['x-cache']).toBe('HIT');
    expect((await get('/b')).headers['x-cache']).toBeUndefined();
  }, 30_000);
});
