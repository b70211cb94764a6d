import type { Locale } from './locales';
import { takesSingular } from './takesSingular';

/**
 * The message to use for a count: `<key>One` when the language puts that count in the singular
 * (1 in English; 0 and 1 in French), else `<key>`. Both keys exist in the messages.
 */
export function pluralKey<K extends string>(key: K, count: number, locale: Locale): K | `${K}One` {
  return takesSingular(count, locale) ? `${key}One` : key;
}
