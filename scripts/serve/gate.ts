// What the server answers itself, before Next sees a request: Next would answer an unknown
// method (TRACE) or a request for `*` with a 500, build its redirects from the host named in an
// absolute-form target, and its proxy would buffer up to 10 MB of any body sent to a page.
import type { IncomingHttpHeaders } from 'node:http';

/** Methods the app knows; anything else (TRACE, CONNECT, made-up ones) gets 405. */
export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PAGE_METHODS = ['GET', 'HEAD'];

export interface Refusal {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

/** Either the answer to send now, or the request target Next is to see (origin-form, `..` resolved). */
export type Verdict = { refusal: Refusal } | { url: string };

export interface GateRequest {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
}

function refusal(
  status: number,
  error: string,
  code: string,
  headers: Record<string, string> = {},
  data: Record<string, unknown> = {},
): Refusal {
  return {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify({ ...data, error, code }),
  };
}

const notAllowed = (method: string, allowed: string[], where: string) =>
  refusal(405, `${method} is not allowed ${where}.`, 'method-not-allowed', { allow: allowed.join(', ') }, { allowed });

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * The target as a path and query, with `.` and `..` segments (also written %2e) resolved as a
 * browser would: the path is judged, and Next routes, on what it really names. An absolute-form
 * target (`GET http://host/path`) keeps only its path: the host a redirect names is the Host
 * header's, never one a client wrote into the request line. Null when it is no address at all.
 */
export function originForm(target: string): string | null {
  let path = target;
  if (!path.startsWith('/')) {
    if (!/^https?:\/\//i.test(path)) return null;
    const start = path.indexOf('/', path.indexOf('//') + 2);
    path = start === -1 ? '/' : path.slice(start);
  }
  try {
    // Prefixed, not resolved against a base: a target starting with // is a path, not another host.
    const url = new URL(`http://localhost${path}`);
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/** Whether the request says a body follows. */
export function carriesBody(headers: IncomingHttpHeaders): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length.trim() !== '0');
}

/** The answer for a request the app must not handle, or the target to hand to Next. */
export function gate({ method = 'GET', url = '/', headers }: GateRequest): Verdict {
  const body = carriesBody(headers);
  // An unread body would be taken for the next request on this connection: a refusal closes it.
  const refuse = (answer: Refusal): Verdict => ({
    refusal: body ? { ...answer, headers: { ...answer.headers, connection: 'close' } } : answer,
  });
  if (!METHODS.includes(method)) return refuse(notAllowed(method, METHODS, 'here'));
  if (url === '*') {
    // `OPTIONS *` asks what the server as a whole takes.
    if (method === 'OPTIONS' && !body)
      return { refusal: { status: 204, headers: { allow: METHODS.join(', ') }, body: null } };
    return refuse(refusal(400, 'The request target * only goes with OPTIONS, without a body.', 'bad-address'));
  }
  const target = originForm(url);
  if (target === null) return refuse(refusal(400, 'The request target is not an address.', 'bad-address'));
  const path = target.split('?')[0];
  const api = path.startsWith('/api/');
  // Pages are read, never posted to (the app has no server actions): a body there is refused unread.
  if (!api && (BODY_METHODS.has(method) || method === 'OPTIONS'))
    return refuse(notAllowed(method, PAGE_METHODS, 'on a page; pages are read with GET'));
  if (body && !BODY_METHODS.has(method)) {
    return refuse(refusal(413, `A ${method} request carries no body.`, 'body-too-large', {}, { limit: 0 }));
  }
  // A body sent to the API is left to its endpoint, which refuses a declared length over its own
  // limit before reading and counts the rest (lib/api/body.ts).
  if (api && !decodable(path)) return refuse(refusal(400, 'The address contains a malformed %-escape.', 'bad-address'));
  return { url: target };
}

/** Whether the visitor reached us over HTTPS: only a trusted reverse proxy can say so. */
export function servedOverHttps(headers: IncomingHttpHeaders, trustProxy: boolean): boolean {
  return (
    trustProxy &&
    String(headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      .trim() === 'https'
  );
}

/** Headers sent with every answer; HSTS only over HTTPS (browsers ignore it over HTTP, and it would lock out a plain-HTTP install). */
export function transportHeaders(https: boolean): Record<string, string> {
  return https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {};
}

/** Next's internal routing headers, which must not reach the client (they name internal addresses). */
export const isInternalHeader = (name: string) => /^x-middleware-/i.test(name);
