// A shared cache in front of Next, as a CDN or nginx's proxy_cache would be: a prerendered or
// regenerated page is the same bytes for every reader with the same language, site address and
// encoding, yet Next routes it, runs the proxy, hashes a 500 KB body for its ETag and this server
// hashes it again for its policy, on every request. Here such an answer is kept as it went out
// (policy, ETag, gzip and all) and sent again until Next's own Cache-Control says it is stale.
//
// What is stored is decided by the answer's headers alone, never by a list of paths: only a 200
// to a GET that Next marks shared-cacheable (s-maxage, or public with max-age), without
// Set-Cookie, private, no-store or no-cache, and varying on nothing outside the key. Next marks
// every page that reads the request (cookies, headers: the edit pages, a saved deck, the
// gallery) private and no-store, and a refusal or an error is never a 200.
import { RequestCookies } from 'next/dist/compiled/@edge-runtime/cookies/index.js';
import isBotModule from 'next/dist/shared/lib/router/utils/is-bot.js';
import { createLru } from '../../lib/cache/lru.mjs';
import { LOCALE_COOKIE, requestLocale } from '../../lib/i18n/requestLocale.mjs';
import { isInternalHeader } from './gate.mjs';

const { getBotType } = isBotModule;

// Request headers that make Next answer something else than the page (its client router's
// payloads, prefetches, server actions, on-demand revalidation, its internal subrequests), and a
// partial or authorised ask.
const BYPASS = /^(?:rsc|next-.*|x-next.*|x-prerender-.*|x-now-.*|x-matched-path|x-middleware-.*|x-invoke-.*|purpose|range|authorization)$/i;
// What an answer may vary on: the headers above (a request with one is never cached) and the encoding (in the key).
const KEYED_VARY = /^(?:rsc|next-router-state-tree|next-router-prefetch|next-router-segment-prefetch|next-url|accept-encoding)$/i;
// Never stored: per connection or per moment (Date is added by Node), or sent by this server per request (HSTS).
const UNSTORED = /^(?:connection|keep-alive|transfer-encoding|date|age|set-cookie|strict-transport-security|x-nextjs-cache)$/i;

const first = (value) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * Everything a cacheable answer may depend on, or null when the request is not to be answered
 * from the cache. The language is the one proxy.ts will choose (the same function on the same
 * inputs); the site origin is every header siteOrigin() reads (ERRET_BASE_URL, when set, makes
 * them irrelevant but harmless); a HEAD is answered from its GET.
 */
export function cacheKey(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (Object.keys(request.headers).some((name) => BYPASS.test(name))) return null;
  const headers = request.headers;
  const url = request.url ?? '/';
  const query = url.includes('?') ? new URLSearchParams(url.slice(url.indexOf('?') + 1)) : null;
  const cookies = new RequestCookies(new Headers({ cookie: [headers.cookie ?? ''].flat().join('; ') }));
  const locale = requestLocale(query?.get('lang'), cookies.get(LOCALE_COOKIE)?.value, first(headers['accept-language']));
  const encoding = first(headers['accept-encoding']).toLowerCase().replace(/\s+/g, '');
  return JSON.stringify([url, locale, first(headers.host), first(headers['x-forwarded-host']), first(headers['x-forwarded-proto']), first(headers['x-forwarded-port']), encoding, getBotType(first(headers['user-agent'])) ?? '']);
}

/** How long an answer may be served (fresh, then stale while a request refreshes it), in seconds; null when it must not be stored. */
export function sharedFreshness(status, headers) {
  if (status !== 200 || headers['set-cookie'] !== undefined) return null;
  const directives = new Map();
  for (const part of String(headers['cache-control'] ?? '').toLowerCase().split(',')) {
    const [name, value] = part.trim().split('=');
    if (name) directives.set(name, value);
  }
  if (['private', 'no-store', 'no-cache'].some((name) => directives.has(name))) return null;
  const vary = String(headers.vary ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  if (!vary.every((name) => KEYED_VARY.test(name))) return null;
  const seconds = (name) => (/^\d+$/.test(directives.get(name) ?? '') ? Number(directives.get(name)) : null);
  const fresh = seconds('s-maxage') ?? (directives.has('public') ? seconds('max-age') : null);
  const stale = seconds('stale-while-revalidate') ?? 0;
  return fresh === null || fresh + stale === 0 ? null : { fresh, stale };
}

function etagMatches(asked, etag) {
  if (!asked || !etag) return false;
  const bare = (tag) => tag.trim().replace(/^W\//, '');
  return asked.trim() === '*' || asked.split(',').some((tag) => bare(tag) === bare(etag));
}

/**
 * The shared cache: `handle(request, response, pass)` answers from the cache, or calls `pass()`
 * (Next) and keeps what goes out when it may. Bounded by bytes (least recently used out).
 */
export function createSharedCache({ maxBytes = 64 * 1024 * 1024, maxEntries = 5000, now = Date.now } = {}) {
  const entries = createLru({ maxEntries, maxBytes, sizeOf: (entry) => entry.bytes });

  function answer(request, response, entry) {
    const age = Math.floor((now() - entry.storedAt) / 1000);
    for (const [name, value] of entry.headers) response.setHeader(name, value);
    response.setHeader('age', String(age));
    response.setHeader('x-cache', 'HIT');
    if (etagMatches(first(request.headers['if-none-match']), entry.etag)) {
      // As Next answers a matching ETag: the validators and caching headers, no body.
      for (const name of ['content-length', 'content-encoding', 'content-type']) response.removeHeader(name);
      response.writeHead(304);
      response.end();
      return;
    }
    response.setHeader('content-length', String(entry.body.length));
    response.writeHead(entry.status);
    response.end(request.method === 'HEAD' ? undefined : entry.body);
  }

  /** Keeps what goes out to this request if it turns out storable (`done` runs either way). */
  function record(response, key, done) {
    const { writeHead, write, end } = response;
    const chunks = [];
    let head = null;
    let size = 0;
    const keep = (chunk, encoding) => {
      if (!chunk || head === null || size > maxBytes) return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
      chunks.push(buffer);
      size += buffer.length;
    };
    response.writeHead = function recordedWriteHead(status, ...rest) {
      const given = rest.find((arg) => arg && typeof arg === 'object');
      if (given && !Array.isArray(given)) for (const [name, value] of Object.entries(given)) response.setHeader(name, value);
      const headers = response.getHeaders();
      // Headers given as a raw list are not readable back here: such an answer is not kept.
      const freshness = Array.isArray(given) ? null : sharedFreshness(status, headers);
      if (freshness) {
        const stored = Object.entries(headers).filter(([name]) => !UNSTORED.test(name) && !isInternalHeader(name));
        head = { status, headers: stored, freshness, etag: first(headers.etag) || null, nextStale: first(headers['x-nextjs-cache']).toUpperCase() === 'STALE' };
      }
      return writeHead.call(this, status, ...rest.filter((arg) => !(arg && typeof arg === 'object' && !Array.isArray(arg))));
    };
    response.write = function recordedWrite(chunk, encoding, callback) {
      if (!response.headersSent) response.writeHead(response.statusCode);
      keep(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    response.end = function recordedEnd(chunk, encoding, callback) {
      if (typeof chunk !== 'function') {
        if (!response.headersSent) response.writeHead(response.statusCode);
        keep(chunk, encoding);
      }
      return end.call(this, chunk, encoding, callback);
    };
    response.once('close', () => {
      if (head && response.writableFinished && size <= maxBytes) {
        const body = Buffer.concat(chunks);
        const { fresh, stale } = head.freshness;
        // Next says its own copy is stale and is regenerating it: kept, but stale at once, so the next request fetches the new one.
        const storedAt = head.nextStale ? now() - fresh * 1000 : now();
        const headerBytes = head.headers.reduce((sum, [name, value]) => sum + name.length + String(value).length, 0);
        entries.set(key, { status: head.status, headers: head.headers, etag: head.etag, body, storedAt, fresh: fresh * 1000, stale: stale * 1000, refreshing: false, bytes: body.length + headerBytes + key.length });
      } else if (!head && response.writableFinished) {
        entries.delete(key); // what was kept is no longer what Next answers (gone, private now)
      }
      done();
    });
  }

  function handle(request, response, pass) {
    const key = cacheKey(request);
    if (key === null) return pass();
    const entry = entries.get(key);
    const age = entry ? now() - entry.storedAt : 0;
    if (entry && age < entry.fresh) return answer(request, response, entry);
    const revalidable = entry && age < entry.fresh + entry.stale;
    // Stale while revalidating: one request asks Next again, the others get the stale copy meanwhile.
    if (revalidable && (entry.refreshing || request.method === 'HEAD')) return answer(request, response, entry);
    // A conditional request Next answers itself (304 or the page), and a HEAD has no body to keep.
    const conditional = request.headers['if-none-match'] !== undefined || request.headers['if-modified-since'] !== undefined;
    if (request.method !== 'GET' || conditional) return pass();
    if (revalidable) entry.refreshing = true;
    record(response, key, () => {
      if (entry) entry.refreshing = false;
    });
    return pass();
  }

  return { handle, get size() { return entries.size; }, get bytes() { return entries.bytes; } };
}
