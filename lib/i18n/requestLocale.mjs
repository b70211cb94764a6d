// Plain JavaScript on purpose: the proxy (proxy.ts, bundled by Next) and the server script in
// front of Next (scripts/serve.ts) must choose a request's language with
// this same code — the server's shared page cache keys on the language the proxy will pick.
// Types: requestLocale.d.mts.

export const LOCALES = ['en', 'fr'];
export const DEFAULT_LOCALE = 'en';
/** Remembers the reader's language; URLs stay language-free so they can be shared. */
export const LOCALE_COOKIE = 'erret-lang';

export const isLocale = (value) => typeof value === 'string' && LOCALES.includes(value);

/**
 * The reader's language from an Accept-Language header ("fr-CA,fr;q=0.9,en;q=0.5"): the one
 * they rank highest among ours, else the default. Malformed parts are skipped.
 */
export function preferredLocale(header) {
  if (!header) return DEFAULT_LOCALE;
  let best = null;
  for (const part of header.slice(0, 500).split(',')) {
    const [tag, ...params] = part.trim().split(';');
    const locale = LOCALES.find((l) => tag.toLowerCase() === l || tag.toLowerCase().startsWith(`${l}-`));
    if (!locale) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

/**
 * The language a page address without one is shown in: an explicit ?lang=, else the choice the
 * reader remembered (the locale cookie), else — on a first visit — the browser's language.
 */
export function requestLocale(asked, remembered, acceptLanguage) {
  return isLocale(asked) ? asked : isLocale(remembered) ? remembered : preferredLocale(acceptLanguage);
}
