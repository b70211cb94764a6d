import { ApiError } from './errors';
import type { RateLimiter } from './rateLimit';

/**
 * The client's address, for write limits and view counts: the last X-Forwarded-For entry.
 * scripts/serve.ts sets that header to the connection's own address, whatever the client
 * sent; behind a reverse proxy (ERRET_TRUST_PROXY=1) the proxy appends the address it saw.
 */
export function clientKey(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for');
  const last = forwarded
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .pop();
  return last || request.headers.get('x-real-ip') || 'unknown';
}

/**
 * A browser sending a write from another site's page (a form posting text/plain or multipart
 * needs no preflight) is refused: it would spend the visitor's write budget, or their token.
 * A client that is not a browser sends neither header and is let through.
 */
export function refuseCrossSite(request: Request): void {
  const site = request.headers.get('sec-fetch-site');
  const origin = request.headers.get('origin');
  const crossSite =
    (site !== null && site !== 'same-origin' && site !== 'none') || (origin !== null && !sameHost(origin, request));
  if (crossSite)
    throw new ApiError(
      403,
      'cross-site',
      'Writes are accepted from Erret’s own pages only (the Origin is another site).',
    );
}

function sameHost(origin: string, request: Request): boolean {
  try {
    const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** What every write passes before its body is read: same site, then one take from the client's bucket. */
export async function admitWrite(request: Request, limiter: RateLimiter | null): Promise<void> {
  refuseCrossSite(request);
  if (!limiter) return;
  const decision = await limiter.take(clientKey(request));
  if (!decision.ok) {
    const wait = decision.retryAfterSeconds;
    throw new ApiError(429, 'rate-limited', `Too many saves from your address: try again in ${wait} s.`, {
      data: { retryAfter: wait },
      headers: { 'retry-after': String(wait) },
    });
  }
}

/** The edit token from `Authorization: Bearer <token>` or `?token=`. */
export function editToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const bearer = header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (bearer) return bearer;
  return new URL(request.url).searchParams.get('token') || null;
}

/** The edit token, or 401 naming what is missing. */
export function requireEditToken(request: Request): string {
  const token = editToken(request);
  if (!token)
    throw new ApiError(401, 'token-missing', 'Editing needs the edit token (Authorization: Bearer <token>).', {
      field: 'token',
    });
  return token;
}
