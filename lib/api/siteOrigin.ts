/** A host as a Host header carries it: a name or IPv4 address, or an [IPv6] address, and maybe a port. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
const FALLBACK = 'http://localhost:3000';

export const isSiteHost = (host: string) => HOST.test(host);

const first = (value: string | null) => value?.split(',')[0].trim() || null;

/**
 * The origin absolute links (Open Graph images) start with: the configured public address
 * (ERRET_BASE_URL), else the address this request came to, so a server reached at
 * 192.168.1.20:3000 never points sharers at localhost.
 *
 * The request's address is read from X-Forwarded-Host and -Proto first: Next fills them from
 * the connection when the client sent none, and rewrites Host itself (to localhost) on the way
 * to a page. A client that sends its own only changes the links in its own (uncached, dynamic)
 * answer; a public deployment sets ERRET_BASE_URL.
 */
export function siteOrigin(configured: string | undefined, header: (name: string) => string | null): URL {
  if (configured) return new URL(configured);
  const host = first(header('x-forwarded-host')) || header('host');
  const proto = first(header('x-forwarded-proto')) === 'https' ? 'https' : 'http';
  return host && HOST.test(host) ? new URL(`${proto}://${host}`) : new URL(FALLBACK);
}
