/** A host as a Host header carries it: a name or IPv4 address, or an [IPv6] address, and maybe a port. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
const FALLBACK = 'http://localhost:3000';

export interface OriginSource {
  /** ERRET_BASE_URL: the public address of a deployment, which always wins. */
  configured?: string;
  /** Reads a request header. */
  header: (name: string) => string | null;
  /** ERRET_TRUST_PROXY=1: a reverse proxy sets X-Forwarded-Host and X-Forwarded-Proto. */
  trustProxy: boolean;
}

const first = (value: string | null) => value?.split(',')[0].trim() || null;

/**
 * The origin absolute links (Open Graph images) start with: the configured public address, else
 * the address this request came to, so a server reached at 192.168.1.20:3000 never points
 * sharers at localhost. A forwarded host or protocol is believed only behind a trusted proxy.
 */
export function siteOrigin({ configured, header, trustProxy }: OriginSource): URL {
  if (configured) return new URL(configured);
  const host = (trustProxy && first(header('x-forwarded-host'))) || header('host');
  const forwardedProto = trustProxy ? first(header('x-forwarded-proto')) : null;
  const proto = forwardedProto === 'https' ? 'https' : 'http';
  return host && HOST.test(host) ? new URL(`${proto}://${host}`) : new URL(FALLBACK);
}
