// What the server answers itself, before Next sees a request: Next would answer an unknown
// method (TRACE) with a 500 and a stack trace in the log, a malformed %-escape in an API
// address with a 500, and its proxy would buffer up to 10 MB of any body it is sent.

/** Methods the app knows; anything else (TRACE, CONNECT, made-up ones) gets 405. */
export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The largest body any endpoint takes (a Champion with its picture); each endpoint has its own, lower or equal. */
export const MAX_API_BODY = 6 * 1024 * 1024;

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
export function gate({ method, url, headers }) {
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
  if (!decodable(path)) return refusal(400, 'The address contains a malformed %-escape.', 'bad-address');
  const declared = Number(headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_API_BODY) {
    return refusal(413, `The request body is larger than ${MAX_API_BODY} bytes.`, 'body-too-large', { connection: 'close' }, { limit: MAX_API_BODY, size: declared });
  }
  return null;
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
