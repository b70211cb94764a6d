export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** Remembers the reader's language; URLs stay language-free so they can be shared. */
export const LOCALE_COOKIE = 'erret-lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Request headers the proxy sets for pages: the language they render in, and their address (percent-encoded). */
export const PAGE_LOCALE_HEADER = 'x-erret-locale';
export const PAGE_PATH_HEADER = 'x-erret-path';
