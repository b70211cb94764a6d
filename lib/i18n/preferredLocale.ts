import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

/**
 * The reader's language from an Accept-Language header ("fr-CA,fr;q=0.9,en;q=0.5"): the one
 * they rank highest among ours, else the default. Malformed parts are skipped.
 */
export function preferredLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number } | null = null;
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
