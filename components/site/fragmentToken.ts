/**
 * Edit links carry their token in the fragment (`…/edit#token=…`), which browsers never send
 * to a server, put in a Referer or keep in a server's logs.
 */
export const editUrlWithToken = (path: string, token: string) => `${path}/edit#token=${token}`;

/** The token in an address fragment, or '' when there is none. */
export function tokenFromFragment(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/** The same address with its token moved from the query (links made before) to the fragment; null when there is none. */
export function tokenMovedToFragment(
  path: string,
  query: Record<string, string | string[] | undefined>,
): string | null {
  const token = query.token;
  if (typeof token !== 'string') return null;
  const rest = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) =>
      key === 'token' || typeof value !== 'string' ? [] : [[key, value]],
    ),
  );
  return `${path}${rest.size ? `?${rest}` : ''}#token=${encodeURIComponent(token)}`;
}
