// The Content-Security-Policy of the HTML pages. Next inlines scripts in every page (the server
// components' payload, React's streaming instructions), so a page says which inline scripts may
// run, and only those the framework wrote:
// - a page Next renders for the request gets a fresh nonce, handed to Next in the request's
//   Content-Security-Policy header as Next documents it: Next and React put it on every script
//   they emit, and the page streams to the reader as it renders;
// - a page Next serves from its cache (prerendered or regenerated, the same bytes for everyone)
//   was rendered before this request and carries no nonce of it: it goes out with the SHA-256 of
//   each inline script that has the shape of one the framework emits. Anything else inline — a
//   handler such as onerror=, a javascript: address, a <script> that got into the page some
//   other way — matches neither and does not run.
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createGzip, gzipSync, constants as zlib } from 'node:zlib';
import { createLru } from '../../lib/cache/lru';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const RUNS = /^(?:text\/javascript|application\/javascript|module)$/i;
// The server components' payload: Next's bootstrap, then one push of JSON data per chunk.
const FLIGHT_BOOTSTRAP = /^\(self\.__next_f\s*=\s*self\.__next_f\s*\|\|\s*\[\]\)\.push\(\[0\]\);?$/;
const FLIGHT_PUSH = /^self\.__next_f\.push\(([\s\S]*)\);?$/;
// The bundler's bootstrap: which of the app's own script files to load, as JSON.
const CHUNKS_PUSH = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);?$/;
// React's streaming instructions: its runtime ($RB, $RC, $RS, $RX, $RT… definitions, fixed by
// the React version) and calls of them on the ids of its boundaries, given as string literals.
const REACT_RUNTIME = /^(?:\$R[A-Z]{1,2}=|requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);?$)/;
const REACT_CALL = /^(?:\$R[A-Z]{1,2}\("(?:[^"\\]|\\.)*"(?:,\s*(?:"(?:[^"\\]|\\.)*"|null|undefined|\d+))*\);?)+$/;

function parsed(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

/** Whether an inline script is one the framework writes: its payload, the bundler's and its bootstrap, or React's streaming code. */
export function isFrameworkScript(body: string): boolean {
  if (FLIGHT_BOOTSTRAP.test(body) || REACT_CALL.test(body)) return true;
  const pushed = FLIGHT_PUSH.exec(body)?.[1];
  if (pushed !== undefined) {
    const data = parsed(pushed);
    return (
      Array.isArray(data) &&
      typeof data[0] === 'number' &&
      data.slice(1).every((part) => part === null || typeof part === 'string')
    );
  }
  const chunks = CHUNKS_PUSH.exec(body)?.[1];
  if (chunks !== undefined) {
    const data = parsed(chunks) as { otherChunks?: unknown; runtimeModuleIds?: unknown } | null;
    const listOf = (value: unknown, type: string) =>
      Array.isArray(value) && value.every((item) => typeof item === type);
    return (
      data !== null &&
      typeof data === 'object' &&
      Object.keys(data).every((key) => key === 'otherChunks' || key === 'runtimeModuleIds') &&
      listOf(data.otherChunks ?? [], 'string') &&
      listOf(data.runtimeModuleIds ?? [], 'number')
    );
  }
  return REACT_RUNTIME.test(body) && !/<\/?script|\beval\b|\bFunction\(|import\(|document\.write/.test(body);
}

/** The CSP hash sources of the framework's inline scripts in `html`; any other inline script is left out (and so blocked). */
export function frameworkScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(` ${attributes}`)?.[1];
    if (type && !RUNS.test(type)) continue; // a data block (JSON) never runs
    if (isFrameworkScript(body)) hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export function contentSecurityPolicy(sources: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${sources.join(' ')}`.trim(),
    // Tailwind's classes are in a file, but React sets style attributes (and next/og's previews are data: images).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Only pages: the API, Next's files and server-component payloads go through untouched. */
export function isPageRequest(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  const path = (request.url ?? '/').split('?')[0];
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !path.startsWith('/api/') &&
    !path.startsWith('/_next/') &&
    request.headers.rsc === undefined
  );
}

// A cached page is the same bytes for every reader: its policy and its gzip are worked out once
// per content and kept (bounded), not on every request (gzip of a 500 KB page is CPU work).
const prepared = createLru<{ csp: string; gz: Buffer | null }>({
  maxEntries: 2000,
  maxBytes: 32 * 1024 * 1024,
  sizeOf: (entry) => entry.csp.length + (entry.gz?.length ?? 0),
});

/** The policy of `body` (a cached HTML page) and, when asked, its gzip: computed once per content. */
export function preparePage(body: Buffer, gzip: boolean): { csp: string; gz: Buffer | null } {
  const key = createHash('sha256').update(body).digest('base64');
  let entry = prepared.get(key) ?? {
    csp: contentSecurityPolicy(frameworkScriptHashes(body.toString('utf8'))),
    gz: null,
  };
  if (gzip && !entry.gz) entry = { ...entry, gz: gzipSync(body, { level: 6 }) };
  prepared.set(key, entry);
  return entry;
}

/** Whether Next served this answer from its cache (prerendered or regenerated) rather than rendering it for the request. */
const fromNextCache = (response: ServerResponse) =>
  /\bs-maxage=|\bpublic\b/i.test(String(response.getHeader('cache-control') ?? '')) &&
  !/\b(?:private|no-store)\b/i.test(String(response.getHeader('cache-control') ?? ''));

const addVary = (response: ServerResponse) => {
  const vary = String(response.getHeader('vary') ?? '');
  if (!/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))
    response.setHeader('vary', [vary, 'Accept-Encoding'].filter(Boolean).join(', '));
};

type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse;
const toBuffer = (chunk: unknown, encoding: unknown) =>
  Buffer.isBuffer(chunk)
    ? chunk
    : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');

/**
 * Gives a page request its policy. Next is asked for the page uncompressed (this server
 * compresses it, so that a cached page can be read and hashed); an answer rendered for the
 * request streams out gzipped as it comes, under its nonce; a cached one goes out whole with the
 * hashes of its framework scripts. Anything that turns out not to be HTML goes through as it comes.
 * The methods stay wrapped to the end: Next wraps them again after this (its compression step),
 * and its wrappers must keep calling these.
 */
export function withScriptPolicy(request: IncomingMessage, response: ServerResponse): void {
  const nonce = randomBytes(18).toString('base64');
  const streamedPolicy = contentSecurityPolicy([`'nonce-${nonce}'`]);
  request.headers['content-security-policy'] = streamedPolicy;
  const acceptsGzip = /\bgzip\b/i.test(String(request.headers['accept-encoding'] ?? ''));
  delete request.headers['accept-encoding'];
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  const flushHeaders = response.flushHeaders.bind(response);
  const write = response.write.bind(response) as unknown as Write;
  const end = response.end.bind(response) as unknown as End;
  let status: number | null = null;
  let mode: 'undecided' | 'through' | 'stream' | 'whole' = 'undecided';
  let gzip: ReturnType<typeof createGzip> | null = null;
  const chunks: Buffer[] = [];
  const bodiless = () => request.method === 'HEAD' || [204, 304].includes(status ?? response.statusCode);
  const callbackOf = (...args: unknown[]) => args.find((arg) => typeof arg === 'function') as (() => void) | undefined;

  function decide() {
    if (mode !== 'undecided') return;
    if (!/^text\/html/i.test(String(response.getHeader('content-type') ?? ''))) mode = 'through';
    else mode = fromNextCache(response) || bodiless() ? 'whole' : 'stream';
    if (mode === 'stream') {
      response.setHeader('content-security-policy', streamedPolicy);
      addVary(response);
      if (acceptsGzip) {
        response.removeHeader('content-length');
        response.setHeader('content-encoding', 'gzip');
        gzip = createGzip({ level: 6, flush: zlib.Z_SYNC_FLUSH });
        gzip.on('data', (data: Buffer) => write(data));
        gzip.on('end', () => end());
      }
    }
    if (mode !== 'whole' && status !== null) writeHead(status);
  }

  response.writeHead = function heldWriteHead(code: number, ...rest: unknown[]) {
    if (mode === 'through' || mode === 'stream') return writeHead(code, ...rest);
    const headers = rest.find((arg) => arg && typeof arg === 'object');
    if (headers)
      for (const [name, value] of Array.isArray(headers) ? headers : Object.entries(headers))
        response.setHeader(name, value);
    status = code;
    return response;
  } as ServerResponse['writeHead'];
  response.flushHeaders = () => {
    decide();
    if (mode !== 'whole') flushHeaders();
  };
  response.write = function heldWrite(chunk: unknown, encoding?: unknown, callback?: unknown) {
    decide();
    if (mode !== 'whole' && !gzip) return write(chunk, encoding, callback);
    if (gzip) gzip.write(toBuffer(chunk, encoding));
    else chunks.push(toBuffer(chunk, encoding));
    // A page is bounded, so it is taken whole without asking Next to wait for a drain.
    const done = callbackOf(encoding, callback);
    if (done) process.nextTick(done);
    return true;
  } as ServerResponse['write'];
  response.end = function heldEnd(chunk?: unknown, encoding?: unknown, callback?: unknown) {
    decide();
    const done = callbackOf(chunk, encoding, callback);
    const data = typeof chunk === 'function' ? undefined : chunk;
    if (mode !== 'whole' && !gzip) return end(data, typeof encoding === 'function' ? undefined : encoding, done);
    if (gzip) {
      if (data) gzip.write(toBuffer(data, encoding));
      if (done) response.once('finish', done);
      gzip.end();
      return response;
    }
    if (data) chunks.push(toBuffer(data, encoding));
    let body: Buffer = Buffer.concat(chunks);
    const compress = !bodiless() && acceptsGzip && body.length > 1024;
    const page = preparePage(body, compress);
    response.setHeader('content-security-policy', page.csp);
    addVary(response);
    if (compress && page.gz) {
      body = page.gz;
      response.setHeader('content-encoding', 'gzip');
    }
    if (!bodiless()) response.setHeader('content-length', body.length);
    writeHead(status ?? response.statusCode);
    return end(bodiless() ? undefined : body, done);
  } as ServerResponse['end'];
}
