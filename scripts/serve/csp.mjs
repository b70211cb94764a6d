// The Content-Security-Policy of the HTML pages. Next inlines scripts in every page (the
// server components' payload, the bootstrap), and most pages are prerendered at build time,
// so a per-request nonce cannot reach them. Instead, each page goes out with the SHA-256 of
// the inline scripts the server rendered into it: nothing else inline runs (no injected
// handler such as onerror=, no javascript: address), external scripts only from this origin,
// and no eval.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { createLru } from '../../lib/cache/lru.mjs';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const RUNS = /^(?:text\/javascript|application\/javascript|module)$/i;

// A prerendered page is the same bytes for every reader: its policy and its gzip are worked out
// once per content and kept (bounded), not on every request (gzip of a 500 KB page is CPU work).
const prepared = createLru({ maxEntries: 2000, maxBytes: 32 * 1024 * 1024, sizeOf: (entry) => entry.csp.length + (entry.gz?.length ?? 0) });

/** The policy of `body` (an HTML page) and, when asked, its gzip: computed once per content. */
export function preparePage(body, gzip) {
  const key = createHash('sha256').update(body).digest('base64');
  let entry = prepared.get(key) ?? { csp: contentSecurityPolicy(inlineScriptHashes(body.toString('utf8'))), gz: null };
  if (gzip && !entry.gz) entry = { ...entry, gz: gzipSync(body, { level: 6 }) };
  prepared.set(key, entry);
  return entry;
}

/** The CSP hash sources of the inline scripts of `html` that a browser would run. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(` ${attributes}`)?.[1];
    if (type && !RUNS.test(type)) continue; // a data block (JSON) never runs
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export function contentSecurityPolicy(hashes) {
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
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
export function isPageRequest(request) {
  const path = (request.url ?? '/').split('?')[0];
  return (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && !path.startsWith('/_next/') && request.headers.rsc === undefined;
}

/**
 * Holds back an HTML answer until it is complete, then sends it with its policy (gzipped when
 * the browser takes gzip; Next is asked for it uncompressed, since it has to be read first).
 * Anything that turns out not to be HTML goes through as it comes.
 */
export function withScriptPolicy(request, response) {
  const acceptsGzip = /\bgzip\b/i.test(String(request.headers['accept-encoding'] ?? ''));
  delete request.headers['accept-encoding'];
  const original = { writeHead: response.writeHead, flushHeaders: response.flushHeaders, write: response.write, end: response.end };
  let status = null;
  let html = null;
  const chunks = [];
  const isHtml = () => (html ??= /^text\/html/i.test(String(response.getHeader('content-type') ?? '')));
  response.writeHead = function writeHead(code, ...rest) {
    const headers = rest.find((arg) => arg && typeof arg === 'object');
    if (headers) for (const [name, value] of Array.isArray(headers) ? headers : Object.entries(headers)) response.setHeader(name, value);
    status = code;
    return response;
  };
  response.flushHeaders = () => {};
  response.write = function write(chunk, encoding, callback) {
    if (!isHtml()) return passThrough().write.call(response, chunk, encoding, callback);
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  };
  response.end = function end(chunk, encoding, callback) {
    if (typeof chunk === 'function') [chunk, callback] = [undefined, chunk];
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    if (!isHtml()) return passThrough().end.call(response, chunk, encoding, callback);
    if (chunk) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
    let body = Buffer.concat(chunks);
    // A 304 or a HEAD answer has no body to measure or compress.
    const bodiless = request.method === 'HEAD' || [204, 304].includes(status ?? response.statusCode);
    const gzip = !bodiless && acceptsGzip && body.length > 1024;
    const page = preparePage(body, gzip);
    response.setHeader('content-security-policy', page.csp);
    const vary = String(response.getHeader('vary') ?? '');
    if (!/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) response.setHeader('vary', [vary, 'Accept-Encoding'].filter(Boolean).join(', '));
    if (gzip) {
      body = page.gz;
      response.setHeader('content-encoding', 'gzip');
    }
    if (!bodiless) response.setHeader('content-length', body.length);
    restore();
    if (status !== null) response.writeHead(status);
    return response.end(bodiless ? undefined : body, callback);
  };
  function restore() {
    Object.assign(response, original);
  }
  /** Not HTML after all: what was held back goes out, and the response is left alone from now on. */
  function passThrough() {
    restore();
    if (status !== null) response.writeHead(status);
    return original;
  }
}
