import type { DeckInputError } from '@/lib/decks';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages, type DecksMessageKey } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { deckErrorText } from './deckErrorText';

const FIELD_KEYS: Record<string, DecksMessageKey> = {
  name: 'fieldName',
  description: 'fieldDescription',
  author: 'fieldAuthor',
  visibility: 'fieldVisibility',
};

/** Why the deck's fields were refused (lib/decks/input.ts), in the reader's language. */
export function deckInputErrorText(error: DeckInputError, locale: Locale): string {
  const t = createT(decksMessages, locale);
  const field = FIELD_KEYS[error.field] ? t(FIELD_KEYS[error.field]) : error.field;
  switch (error.code) {
    case 'required':
    case 'empty':
      return t('saveNameMissing');
    case 'too-long':
      return t('inputTooLong', { field, length: error.length ?? 0, limit: error.limit ?? 0 });
    case 'control':
      return t('inputControl', { field });
    case 'markup':
      return t('inputMarkup', { field });
    case 'cards':
      return (error.rules ?? []).map((rule) => deckErrorText(rule, locale)).join(' ');
    case 'champion-many':
    case 'champion-id':
      return t('errBadChampion', { name: error.field });
    default:
      return t('inputInvalid', { field });
  }
}
