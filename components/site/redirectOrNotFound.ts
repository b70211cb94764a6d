import { notFound, permanentRedirect } from 'next/navigation';
import { findSlug } from '@/lib/cards/findSlug';

/**
 * An address that names a card, set or ability loosely ("Baron", "prix-du-sang") goes to its
 * page; anything else is a 404. The redirect is relative, so the browser keeps the rest of the
 * address as typed (an /en or /fr prefix stays, or stays away).
 */
export function redirectOrNotFound(kind: Parameters<typeof findSlug>[0], slug: string): never {
  const found = findSlug(kind, slug);
  if (found && found !== slug) permanentRedirect(encodeURIComponent(found));
  notFound();
}
