import { HttpError } from './errors';
import type { RateLimiter } from './rateLimit';

/**
 * The client's address, for write limits and view counts: the last X-Forwarded-For entry.
 * scripts/serve.mjs sets that header to the connection's own address, whatever the client
 * sent; behind a reverse proxy (ERRET_TRUST_PROXY=1) the proxy appends the address it saw.
 */
export function clientKey(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for');
  const last = forwarded?.split(',').map((s) => s.trim()).filter(Boolean).pop();
  return last || request.headers.get('x-real-ip') || 'unknown';
}

/** Takes one write from the client's bucket, or throws 429 with Retry-After. */
export function limitWrites(request: Request, limiter: RateLimiter | null): void {
  if (!limiter) return;
  const decision = limiter.take(clientKey(request));
  if (!decision.ok) {
    const wait = decision.retryAfterSeconds;
    throw new HttpError(429, `Too many saves from your address: try again in ${wait} s.`, undefined, {
      'retry-after': String(wait),
    }, `Trop d’enregistrements depuis votre adresse : réessayez dans ${wait} s.`);
  }
}

/** The edit token from `Authorization: Bearer <token>` or `?token=`. */
export function editToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const bearer = header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (bearer) return bearer;
  return new URL(request.url).searchParams.get('token') || null;
}
