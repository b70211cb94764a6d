// The Content-Security-Policy of the HTML pages. Next inlines scripts in every page (the server
// components' payload, React's streaming instructions), so a page says which inline scripts may
// run, and only those the framework wrote. Which those are is known where the page is rendered,
// not from its finished HTML: an injected script can take any shape the framework's take.
// - Next renders every page with this process's render nonce, handed to it in the request's
//   Content-Security-Policy header as Next documents it: Next and React put it on every script
//   they emit. It is a secret of the server's (never sent, replaced or removed in every answer),
//   so in any page rendered here, for the request or into Next's cache (ISR, in the background
//   too), the framework's scripts are exactly those that carry it.
// - A page rendered for the request streams to the reader as it renders, the render nonce
//   replaced by a fresh nonce of the request's own, which its policy names.
// - A page served from Next's cache goes out whole with the SHA-256 of each inline script that
//   carries the render nonce, or that is a script of the build's prerendered pages (rendered by
//   `next build`, before any request and without a nonce: their hashes are read from the build
//   output when the server starts). Anything else inline — a handler such as onerror=, a
//   javascript: address, a <script> that got into the page some other way — does not run.
import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { createGzip, gzipSync, constants as zlib } from 'node:zlib';
import { createLru } from '../../lib/cache/lru';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const RUNS = /^(?:text\/javascript|application\/javascript|module)$/i;

/** What the server trusts as the framework's scripts: the nonce it has Next render with, and the scripts of the build's prerendered pages. */
export type ScriptTrust = { renderNonce: string; buildHashes: ReadonlySet<string> };

/** A nonce as CSP takes it: 18 random bytes in base64 (24 characters, the length of every nonce here). */
export const freshNonce = (): string => randomBytes(18).toString('base64');

const hashSource = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** The inline scripts of `html` that run, with their attributes (external scripts and data blocks left out). */
function* inlineScripts(html: string): Generator<{ attributes: string; body: string }> {
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(` ${attributes}`)?.[1];
    if (type && !RUNS.test(type)) continue; // a data block (JSON) never runs
    yield { attributes, body };
  }
}

/** The CSP hash sources of every inline script in `html`, as the browser hashes them. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set([...inlineScripts(html)].map(({ body }) => hashSource(body)))];
}

/** The hashes of the inline scripts of every page `next build` prerendered into `distDir`. */
export async function buildScriptHashes(distDir: string): Promise<Set<string>> {
  const hashes = new Set<string>();
  const entries = await readdir(join(distDir, 'server'), { recursive: true, withFileTypes: true });
  for (const entry of entries)
    if (entry.isFile() && entry.name.endsWith('.html'))
      for (const hash of inlineScriptHashes(await readFile(join(entry.parentPath, entry.name), 'utf8')))
        hashes.add(hash);
  return hashes;
}

/** Trust for a server of `distDir`'s build: a new render nonce, and its prerendered pages' scripts. */
export async function createScriptTrust(distDir: string): Promise<ScriptTrust> {
  return { renderNonce: freshNonce(), buildHashes: await buildScriptHashes(distDir) };
}

const NONCE = /\snonce\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const carriesNonce = (attributes: string, nonce: string) => {
  const match = NONCE.exec(` ${attributes}`);
  return match !== null && (match[1] ?? match[2] ?? match[3]) === nonce;
};

/**
 * A page from Next's cache as it goes out, and the hashes of the framework's inline scripts in it
 * (those rendered with the render nonce, and the build's own); any other inline script is left out
 * of them, and so blocked. The nonce leaves the page: its attributes go, and where the page's
 * payload names it (for the scripts the router adds later), a filler of the same length takes its
 * place (the payload counts some of its lengths). The filler is the same in every answer and every
 * process, so a page's gzip and plain variants, cached apart at the edge, stay the same page.
 */
export function cachedPage(html: string, trust: ScriptTrust): { html: string; hashes: string[] } {
  const { renderNonce } = trust;
  const filler = '0'.repeat(renderNonce.length);
  const hashes = new Set<string>();
  for (const { attributes, body } of inlineScripts(html))
    if (carriesNonce(attributes, renderNonce) || trust.buildHashes.has(hashSource(body)))
      hashes.add(hashSource(body.replaceAll(renderNonce, filler)));
  return { html: html.replaceAll(` nonce="${renderNonce}"`, '').replaceAll(renderNonce, filler), hashes: [...hashes] };
}

/**
 * Replaces `from` by `to` (of the same length) in a stream of chunks, where an occurrence may be
 * split between chunks: the end of a chunk that could begin one waits for the next chunk.
 */
export function createStreamReplacer(from: string, to: string): { push(chunk: Buffer): Buffer; end(): Buffer } {
  const needle = Buffer.from(from);
  const replacement = Buffer.from(to);
  let held = Buffer.alloc(0);
  return {
    push(chunk) {
      const data = Buffer.concat([held, chunk]);
      let lastEnd = 0;
      for (let at = data.indexOf(needle); at !== -1; at = data.indexOf(needle, at + needle.length)) {
        replacement.copy(data, at);
        lastEnd = at + needle.length;
      }
      let keep = Math.min(needle.length - 1, data.length - lastEnd);
      while (keep > 0 && !data.subarray(data.length - keep).equals(needle.subarray(0, keep))) keep -= 1;
      held = Buffer.from(data.subarray(data.length - keep));
      return data.subarray(0, data.length - keep);
    },
    end() {
      const rest = held;
      held = Buffer.alloc(0);
      return rest;
    },
  };
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

/**
 * Requests for a page, as HTML or as its server-components payload (the client router's): the
 * API and Next's files go through untouched. A payload is rendered with its page (and kept with
 * it in Next's cache), so it is rendered with the render nonce and carries it too.
 */
export function isPageRequest(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  const path = (request.url ?? '/').split('?')[0];
  return (
    (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && !path.startsWith('/_next/')
  );
}

// A cached page is the same bytes for every reader: its policy, its body as sent and its gzip are
// worked out once per content and kept (bounded), not on every request (gzip of a 500 KB page is CPU work).
const prepared = createLru<{ csp: string; body: Buffer; gz: Buffer | null }>({
  maxEntries: 2000,
  maxBytes: 64 * 1024 * 1024,
  sizeOf: (entry) => entry.csp.length + entry.body.length + (entry.gz?.length ?? 0),
});

/** A page from Next's cache as it goes out (`cachedPage`) and, when asked, its gzip: worked out once per content. */
export function preparePage(
  rendered: Buffer,
  gzip: boolean,
  trust: ScriptTrust,
): { csp: string; body: Buffer; gz: Buffer | null } {
  const key = createHash('sha256').update(trust.renderNonce).update(rendered).digest('base64');
  let entry = prepared.get(key);
  if (!entry) {
    const page = cachedPage(rendered.toString('utf8'), trust);
    entry = { csp: contentSecurityPolicy(page.hashes), body: Buffer.from(page.html, 'utf8'), gz: null };
  }
  if (gzip && !entry.gz) entry = { ...entry, gz: gzipSync(entry.body, { level: 6 }) };
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
 * Gives a page request its policy. Next renders with the render nonce and is asked for the page
 * uncompressed (this server compresses it, so that the page can be read as it goes by); an answer
 * rendered for the request streams out gzipped as it comes, under a nonce of its own; a cached one
 * goes out whole with the hashes of its framework scripts. Anything that turns out not to be HTML
 * goes through as it comes. The methods stay wrapped to the end: Next wraps them again after this
 * (its compression step), and its wrappers must keep calling these.
 */
export function withScriptPolicy(request: IncomingMessage, response: ServerResponse, trust: ScriptTrust): void {
  const nonce = freshNonce();
  const streamedPolicy = contentSecurityPolicy([`'nonce-${nonce}'`]);
  request.headers['content-security-policy'] = contentSecurityPolicy([`'nonce-${trust.renderNonce}'`]);
  const acceptsGzip = /\bgzip\b/i.test(String(request.headers['accept-encoding'] ?? ''));
  delete request.headers['accept-encoding'];
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  const flushHeaders = response.flushHeaders.bind(response);
  const write = response.write.bind(response) as unknown as Write;
  const end = response.end.bind(response) as unknown as End;
  let status: number | null = null;
  let mode: 'undecided' | 'through' | 'stream' | 'whole' = 'undecided';
  let gzip: ReturnType<typeof createGzip> | null = null;
  const renamed = createStreamReplacer(trust.renderNonce, nonce);
  const chunks: Buffer[] = [];
  const bodiless = () => request.method === 'HEAD' || [204, 304].includes(status ?? response.statusCode);
  const callbackOf = (...args: unknown[]) => args.find((arg) => typeof arg === 'function') as (() => void) | undefined;

  function decide() {
    if (mode !== 'undecided') return;
    const type = String(response.getHeader('content-type') ?? '');
    // A payload streams as it comes, with the render nonce replaced; it runs no script of its own.
    if (/^text\/x-component/i.test(type)) mode = 'stream';
    else if (!/^text\/html/i.test(type)) mode = 'through';
    else mode = fromNextCache(response) || bodiless() ? 'whole' : 'stream';
    if (mode === 'stream') {
      if (/^text\/html/i.test(type)) response.setHeader('content-security-policy', streamedPolicy);
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
    if (mode === 'through') return write(chunk, encoding, callback);
    const done = callbackOf(encoding, callback);
    if (mode === 'stream' && !gzip) return write(renamed.push(toBuffer(chunk, encoding)), done);
    if (gzip) gzip.write(renamed.push(toBuffer(chunk, encoding)));
    else chunks.push(toBuffer(chunk, encoding));
    // A page is bounded, so it is taken whole without asking Next to wait for a drain.
    if (done) process.nextTick(done);
    return true;
  } as ServerResponse['write'];
  response.end = function heldEnd(chunk?: unknown, encoding?: unknown, callback?: unknown) {
    decide();
    const done = callbackOf(chunk, encoding, callback);
    const data = typeof chunk === 'function' ? undefined : chunk;
    if (mode === 'through') return end(data, typeof encoding === 'function' ? undefined : encoding, done);
    if (mode === 'stream') {
      const last = Buffer.concat([data ? renamed.push(toBuffer(data, encoding)) : Buffer.alloc(0), renamed.end()]);
      if (!gzip) return end(last, done);
      gzip.write(last);
      if (done) response.once('finish', done);
      gzip.end();
      return response;
    }
    if (data) chunks.push(toBuffer(data, encoding));
    const compress = !bodiless() && acceptsGzip && chunks.reduce((sum, part) => sum + part.length, 0) > 1024;
    const page = preparePage(Buffer.concat(chunks), compress, trust);
    response.setHeader('content-security-policy', page.csp);
    addVary(response);
    let body = page.body;
    if (compress && page.gz) {
      body = page.gz;
      response.setHeader('content-encoding', 'gzip');
    }
    if (!bodiless()) response.setHeader('content-length', body.length);
    writeHead(status ?? response.statusCode);
    return end(bodiless() ? undefined : body, done);
  } as ServerResponse['end'];
}
