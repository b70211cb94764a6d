import { createHash } from 'node:crypto';
import { createLru } from '@/lib/cache/lru';

interface Rendered {
  status: number;
  body: Uint8Array;
  headers: [string, string][];
  etag: string;
}

const MAX_ENTRIES = 500;
const MAX_BYTES = 64 * 1024 * 1024;

// On globalThis: Next may load this module once per route bundle, and they must share it.
const holder = globalThis as typeof globalThis & {
  __erretRendered?: {
    cache: ReturnType<typeof createLru<Rendered>>;
    pending: Map<string, Promise<Rendered>>;
    renders: number;
  };
};
const state = () =>
  (holder.__erretRendered ??= {
    cache: createLru<Rendered>({ maxEntries: MAX_ENTRIES, maxBytes: MAX_BYTES, sizeOf: (r) => r.body.byteLength }),
    pending: new Map(),
    renders: 0,
  });

/** How many renders `cachedResponse` has run in this process (benchmarks and tests read it). */
export const renderCount = () => state().renders;

async function render(produce: () => Promise<Response>): Promise<Rendered> {
  state().renders += 1;
  const response = await produce();
  const body = new Uint8Array(await response.arrayBuffer());
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { status: response.status, body, headers: [...response.headers.entries()], etag };
}

function matches(request: Request, etag: string): boolean {
  const asked = request.headers.get('if-none-match');
  return (
    asked !== null && (asked.trim() === '*' || asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
  );
}

/** Renders once for every concurrent request of `key`; keeps a success. */
async function renderOnce(key: string, produce: () => Promise<Response>): Promise<Rendered> {
  const { cache, pending } = state();
  let job = pending.get(key);
  if (!job) {
    job = render(produce).finally(() => pending.delete(key));
    pending.set(key, job);
  }
  const rendered = await job;
  if (rendered.status >= 200 && rendered.status <= 299) cache.set(key, rendered);
  return rendered;
}

/**
 * Serves bytes fully determined by `key` (a deck code, a Champion version and the print
 * options…): rendered once and kept in a bounded in-process cache, concurrent requests for
 * the same key waiting on one render, answered with an ETag, and 304 when the client has it.
 * Refusals (not 2xx) are passed through and never kept.
 */
export async function cachedResponse(
  request: Request,
  key: string,
  cacheControl: string,
  produce: () => Promise<Response>,
): Promise<Response> {
  const rendered = state().cache.get(key) ?? (await renderOnce(key, produce));
  if (rendered.status < 200 || rendered.status > 299)
    return new Response(rendered.body.slice(), { status: rendered.status, headers: rendered.headers });
  const headers = new Headers(rendered.headers);
  headers.set('cache-control', cacheControl);
  headers.set('etag', rendered.etag);
  if (matches(request, rendered.etag)) {
    headers.delete('content-length');
    return new Response(null, { status: 304, headers });
  }
  return new Response(rendered.body.slice(), { status: rendered.status, headers });
}
