import { headers } from 'next/headers';
import { siteOrigin } from '@/lib/api/siteOrigin';

/**
 * metadataBase for a page that shares an Open Graph image: ERRET_BASE_URL where it is set, else
 * the origin the request came to. Reading the request makes a page dynamic: only pages that
 * already are (deck and Champion pages) call it.
 */
export async function requestMetadataBase(): Promise<URL> {
  const h = await headers();
  return siteOrigin(process.env.ERRET_BASE_URL, (name) => h.get(name));
}
