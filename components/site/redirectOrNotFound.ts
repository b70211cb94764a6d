import { headers } from 'next/headers';
import { notFound, permanentRedirect } from 'next/navigation';
import { findSlug } from '@/lib/cards/findSlug';
import { PAGE_PATH_HEADER } from '@/lib/i18n/locales';

/**
 * An address that names a card, set or ability loosely ("Baron", "prix-du-sang") goes to its
 * page, keeping the rest of the address as typed (an /en or /fr prefix stays); anything else is a 404.
 */
export async function redirectOrNotFound(kind: Parameters<typeof findSlug>[0], base: string, slug: string): Promise<never> {
  const found = findSlug(kind, slug);
  if (found && found !== slug) {
    const typed = (await headers()).get(PAGE_PATH_HEADER);
    permanentRedirect(typed ? typed.replace(/[^/]*$/, found) : `${base}/${found}`);
  }
  notFound();
}
