import { DEFAULT_LOCALE, isLocale, type Locale } from './requestLocale.mjs';

export { DEFAULT_LOCALE, LOCALES, LOCALE_COOKIE, isLocale, type Locale } from './requestLocale.mjs';

export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Request headers the proxy sets for pages: the language they render in, and their address (percent-encoded). */
export const PAGE_LOCALE_HEADER = 'x-erret-locale';
export const PAGE_PATH_HEADER = 'x-erret-path';
