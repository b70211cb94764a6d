import { isSiteHost } from './siteOrigin';

/**
 * A site origin as one path segment, so that a page whose links name the site's address can be
 * cached once per address: the proxy puts the request's origin in the page's internal path, the
 * page reads it back. `decodeOriginKey` never throws and accepts only a bare http(s) origin.
 */
export function encodeOriginKey(origin: URL): string {
  return `o-${Buffer.from(origin.origin).toString('base64url')}`;
}

export function decodeOriginKey(key: string): URL | null {
  if (!/^o-[A-Za-z0-9_-]{1,200}$/.test(key)) return null;
  const text = Buffer.from(key.slice(2), 'base64url').toString('utf8');
  const match = /^(https?):\/\/(.+)$/.exec(text);
  if (!match || !isSiteHost(match[2])) return null;
  const url = new URL(text);
  return url.origin === text ? url : null;
}
