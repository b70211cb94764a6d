// A shared cache in front of Next, as nginx's proxy_cache is in the deploy/ recipe, for the
// one-process install: a prerendered or regenerated page is the same bytes for every reader with
// the same language, site address and encoding, yet Next routes it, runs the proxy and hashes a
// 500 KB body for its ETag on every request. Such an answer is kept as it went out and sent again
// while http-cache-semantics, reading Next's own headers as a shared cache must, says it may be.
//
// Nothing is kept by path: only a 200 to a GET without Set-Cookie that the library finds
// storable. Next marks every page that reads the request (cookies, headers: the edit pages, a
// saved deck, the gallery) private and no-store, and a refusal or an error is never a 200.
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import CachePolicy from 'http-cache-semantics';
import { createLru } from '../../lib/cache/lru';
import { LOCALE_COOKIE, requestLocale } from '../../lib/i18n/requestLocale.mjs';
import { isInternalHeader } from './gate';

// Request headers that make Next answer something else than the page (its client router's
// payloads, prefetches, server actions, on-demand revalidation, its internal subrequests), and a
// partial or authorised ask.
const BYPASS =
  /^(?:rsc|next-.*|x-next.*|x-prerender-.*|x-now-.*|x-matched-path|x-middleware-.*|x-invoke-.*|purpose|range|authorization)$/i;
// Next shows robots its pages otherwise (metadata in the head, not streamed): they go to Next
// unkeyed. A superset of the robots Next itself tells apart, so no robot's page is kept for people.
const ROBOT =
  /bot|crawl|spider|slurp|sogou|yandex|tumblr|vkshare|quora|ia_archiver|preview|facebook|whatsapp|yeti|googleweblight|lighthouse|headless/i;
// Never stored: per connection or per moment, or sent by this server per request (HSTS).
const UNSTORED =
  /^(?:connection|keep-alive|transfer-encoding|date|age|set-cookie|strict-transport-security|x-nextjs-cache)$/i;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** The value of cookie `name`, %-decoded as Next decodes it. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at === -1 || part.slice(0, at).trim() !== name) continue;
    const raw = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/**
 * Everything a cacheable answer may depend on, or null when the request is not to be answered
 * from the cache. The language is the one proxy.ts will choose (the same function on the same
 * inputs); the site origin is every header siteOrigin() reads (ERRET_BASE_URL, when set, makes
 * them irrelevant but harmless); a HEAD is answered from its GET.
 */
export function cacheKey(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const headers = request.headers;
  if (Object.keys(headers).some((name) => BYPASS.test(name)) || ROBOT.test(first(headers['user-agent']))) return null;
  const url = request.url ?? '/';
  const query = url.includes('?') ? new URLSearchParams(url.slice(url.indexOf('?') + 1)) : null;
  const locale = requestLocale(
    query?.get('lang'),
    cookieValue([headers.cookie ?? ''].flat().join('; '), LOCALE_COOKIE),
    first(headers['accept-language']),
  );
  const encoding = first(headers['accept-encoding']).toLowerCase().replace(/\s+/g, '');
  return JSON.stringify([
    url,
    locale,
    first(headers.host),
    first(headers['x-forwarded-host']),
    first(headers['x-forwarded-proto']),
    first(headers['x-forwarded-port']),
    encoding,
  ]);
}

type Headers = Record<string, string | string[] | undefined>;

/** What a shared cache may do with this answer to `request`, or null when it must not keep it. */
export function storablePolicy(
  request: { url: string; method: string; headers: IncomingHttpHeaders },
  status: number,
  headers: OutgoingHttpHeaders | Headers,
): CachePolicy | null {
  if (status !== 200 || headers['set-cookie'] !== undefined) return null;
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  // No heuristic freshness: only what Next says explicitly is kept.
  const policy = new CachePolicy(
    { ...request, method: 'GET' },
    { status, headers: flat },
    { shared: true, cacheHeuristic: 0 },
  );
  return policy.storable() && policy.timeToLive() > 0 ? policy : null;
}

interface Entry {
  policy: CachePolicy;
  status: number;
  headers: [string, string | string[]][];
  etag: string | null;
  body: Buffer;
  bytes: number;
  refreshing: boolean;
}

function etagMatches(asked: string, etag: string | null): boolean {
  if (!asked || !etag) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return asked.trim() === '*' || asked.split(',').some((tag) => bare(tag) === bare(etag));
}

// A copy of the headers as the client sent them: the policy keeps the request's headers to match
// Vary against later, and the page step after this takes Accept-Encoding off the request itself
// (Next is asked for the page uncompressed), so the live object would no longer say what the
// answer was chosen for.
const lookup = (request: IncomingMessage) => ({
  url: request.url ?? '/',
  method: 'GET',
  headers: { ...request.headers },
});

/**
 * The shared cache: `handle(request, response, pass)` answers from the cache, or calls `pass()`
 * (Next) and keeps what goes out when it may. Bounded by bytes (least recently used out). The
 * answer streams to the client as Next writes it; a copy is kept on the side.
 */
export function createSharedCache({ maxBytes = 64 * 1024 * 1024, maxEntries = 5000 } = {}) {
  const entries = createLru<Entry>({ maxEntries, maxBytes, sizeOf: (entry) => entry.bytes });

  function answer(request: IncomingMessage, response: ServerResponse, entry: Entry) {
    for (const [name, value] of entry.headers) response.setHeader(name, value);
    response.setHeader('age', entry.policy.responseHeaders().age ?? '0');
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
  function record(request: IncomingMessage, response: ServerResponse, key: string, done: () => void) {
    const asked = lookup(request);
    const { writeHead, write, end } = response;
    const chunks: Buffer[] = [];
    let head: { status: number; policy: CachePolicy; headers: [string, string | string[]][] } | null = null;
    let size = 0;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (!chunk || typeof chunk === 'function' || head === null || size > maxBytes) return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
      chunks.push(buffer);
      size += buffer.length;
    };
    response.writeHead = function recordedWriteHead(this: ServerResponse, status: number, ...rest: unknown[]) {
      const given = rest.find((arg) => arg && typeof arg === 'object');
      if (given && !Array.isArray(given))
        for (const [name, value] of Object.entries(given)) response.setHeader(name, value as string);
      // Headers given as a raw list are not readable back here: such an answer is not kept.
      const policy = Array.isArray(given) ? null : storablePolicy(asked, status, response.getHeaders());
      if (policy) {
        const stored = Object.entries(response.getHeaders()).filter(
          ([name, value]) => value !== undefined && !UNSTORED.test(name) && !isInternalHeader(name),
        );
        head = {
          status,
          policy,
          headers: stored.map(([name, value]) => [name, Array.isArray(value) ? value : String(value)]),
        };
      }
      const plain = rest.filter((arg) => !(arg && typeof arg === 'object' && !Array.isArray(arg)));
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...plain);
    } as ServerResponse['writeHead'];
    response.write = function recordedWrite(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      if (!response.headersSent) response.writeHead(response.statusCode);
      keep(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as ServerResponse['write'];
    response.end = function recordedEnd(this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      if (typeof chunk !== 'function') {
        if (!response.headersSent) response.writeHead(response.statusCode);
        keep(chunk, rest[0]);
      }
      return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } as ServerResponse['end'];
    response.once('close', () => {
      if (head && response.writableFinished && size <= maxBytes) {
        const body = Buffer.concat(chunks);
        const headerBytes = head.headers.reduce((sum, [name, value]) => sum + name.length + String(value).length, 0);
        // Next says its own copy is stale and is regenerating it: not kept, so the next request fetches the new one.
        if (first(response.getHeader('x-nextjs-cache') as string | undefined).toUpperCase() !== 'STALE') {
          entries.set(key, {
            policy: head.policy,
            status: head.status,
            headers: head.headers,
            etag: first(response.getHeader('etag') as string | undefined) || null,
            body,
            refreshing: false,
            bytes: body.length + headerBytes + key.length,
          });
        }
      } else if (!head && response.writableFinished) {
        entries.delete(key); // what was kept is no longer what Next answers (gone, private now)
      }
      done();
    });
  }

  function handle(request: IncomingMessage, response: ServerResponse, pass: () => void) {
    const key = cacheKey(request);
    if (key === null) return pass();
    const entry = entries.get(key);
    const evaluation = entry?.policy.evaluateRequest(lookup(request));
    if (entry && evaluation && !evaluation.revalidation) return answer(request, response, entry);
    // Stale while revalidating: one request asks Next again, the others get the stale copy meanwhile.
    const revalidable = entry && evaluation?.response !== undefined && evaluation.response !== null;
    if (entry && revalidable && (entry.refreshing || request.method === 'HEAD'))
      return answer(request, response, entry);
    // A conditional request Next answers itself (304 or the page), and a HEAD has no body to keep.
    const conditional =
      request.headers['if-none-match'] !== undefined || request.headers['if-modified-since'] !== undefined;
    if (request.method !== 'GET' || conditional) return pass();
    if (entry && revalidable) entry.refreshing = true;
    record(request, response, key, () => {
      if (entry) entry.refreshing = false;
    });
    return pass();
  }

  return {
    handle,
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.bytes;
    },
  };
}
