import { notFound, permanentRedirect } from 'next/navigation';
import { findSlug } from '@/lib/cards/findSlug';

/** An address that names a card, set or ability loosely ("Baron", "prix-du-sang") goes to its page; anything else is a 404. */
export function redirectOrNotFound(kind: Parameters<typeof findSlug>[0], base: string, slug: string): never {
  const found = findSlug(kind, slug);
  if (found && found !== slug) permanentRedirect(`${base}/${found}`);
  notFound();
}
