import type { Visibility } from '@/lib/decks/visibility';
import type { Locale } from '@/lib/i18n/locales';
import { mineMessages } from '@/lib/i18n/messages/mine';
import { createT } from '@/lib/i18n/translate';

/** The save button's words with the visibility its press saves: the default is stated before anyone chooses. */
export function visibilityButtonText(locale: Locale, action: string, visibility: Visibility): string {
  return createT(mineMessages, locale)(visibility === 'public' ? 'saveAsPublic' : 'saveAsUnlisted', { action });
}
