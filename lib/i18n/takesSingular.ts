import type { Locale } from './locales';

/**
 * Whether a count takes the singular form in this language, by the Unicode plural rules:
 * English only for 1, French for 0 and 1 ("0 carte", "1 Dégât"). Messages that show a count
 * have a "…One" twin for this case.
 */
export function takesSingular(count: number, locale: Locale): boolean {
  return new Intl.PluralRules(locale).select(count) === 'one';
}
