// What the server answers itself, before Next sees a request: Next would answer an unknown
// method (TRACE) with a 500 and a stack trace in the log, a malformed %-escape in an API
// address with a 500, and its proxy would buffer up to 10 MB of any body sent to a page.

/** Methods the app knows; anything else (TRACE, CONNECT, made-up ones) gets 405. */
export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const refusal = (status, error, code, headers = {}, data = {}) => ({ status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers }, body: JSON.stringify({ ...data, error, code }) });

function decodable(path) {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** The answer for a request the app must not handle, or null to let it through. */
export function gate({ method, url }) {
  const path = (url ?? '/').split('?')[0];
  const api = path.startsWith('/api/');
  if (!METHODS.includes(method)) {
    return refusal(405, `${method} is not allowed here.`, 'method-not-allowed', { allow: METHODS.join(', ') }, { allowed: METHODS });
  }
  // Pages are read, never posted to (the app has no server actions): a body there is refused unread.
  if (!api && BODY_METHODS.has(method)) {
    return refusal(405, `${method} is not allowed on a page; pages are read with GET.`, 'method-not-allowed', { allow: 'GET, HEAD' }, { allowed: ['GET', 'HEAD'] });
  }
  if (!api) return null;
  // A body is left to its endpoint, which refuses a declared length over its own limit before
  // reading and counts the rest (lib/api/body.ts): the proxy no longer buffers API bodies.
  return decodable(path) ? null : refusal(400, 'The address contains a malformed %-escape.', 'bad-address');
}

/** Whether the visitor reached us over HTTPS: only a trusted reverse proxy can say so. */
export function servedOverHttps(headers, trustProxy) {
  return trustProxy && String(headers['x-forwarded-proto'] ?? '').split(',')[0].trim() === 'https';
}

/** Headers sent with every answer; HSTS only over HTTPS (browsers ignore it over HTTP, and it would lock out a plain-HTTP install). */
export function transportHeaders(https) {
  return https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {};
}

/** Next's internal routing headers, which must not reach the client (they name internal addresses). */
export const isInternalHeader = (name) => /^x-middleware-/i.test(name);
