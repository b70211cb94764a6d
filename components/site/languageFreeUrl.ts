import { LOCALES } from '@/lib/i18n/locales';

const PREFIX = new RegExp(`^/(?:${LOCALES.join('|')})(?=/|$)`);

/**
 * The address without anything that pins a language (a /en or /fr prefix, ?lang=), so the
 * proxy renders it in the language the cookie remembers.
 */
export function languageFreeUrl(href: string): string {
  const url = new URL(href);
  // Deleting rewrites the whole query (':' becomes %3A): only when there is something to drop.
  if (url.searchParams.has('lang')) url.searchParams.delete('lang');
  url.pathname = url.pathname.replace(PREFIX, '') || '/';
  return url.href;
}

/** Two addresses that differ at most by their fragment: going from one to the other loads nothing. */
export function sameDocument(a: string, b: string): boolean {
  return a.split('#')[0] === b.split('#')[0];
}
