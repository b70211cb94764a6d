import type { DeckCodeErrorCode } from '../../decks/codes';
import type { Locale } from '../../i18n/locales';
import { tableMessages } from '../../i18n/messages/table';
import { createT } from '../../i18n/translate';

/** Characters as a reader counts them: an emoji or an accented letter is one, whatever its UTF-16 length. */
export function countCharacters(text: string): number {
  return [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].length;
}

/** Why a typed deck code cannot be read, in the reader's language, from the decoder's error code and the text itself. */
export function explainDeckCode(code: DeckCodeErrorCode, input: string, locale: Locale): string {
  const t = createT(tableMessages, locale);
  const text = input.trim();
  const dot = text.indexOf('.');
  const cards = dot < 0 ? text : text.slice(0, dot);
  switch (code) {
    case 'too-long':
      return t('deck-too-long', { count: countCharacters(text) });
    case 'bad-length':
      return t(countCharacters(cards) < 16 ? 'deck-too-short' : 'deck-bad-length', { count: countCharacters(cards) });
    case 'bad-character': {
      const chars = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(cards)].map(
        (s) => s.segment,
      );
      const at = chars.findIndex((ch) => !/^[A-Za-z0-9_-]$/.test(ch));
      return t('deck-bad-character', { position: at + 1, char: chars[at] ?? '' });
    }
    case 'bad-champion':
      return t('deck-bad-champion', { id: text.slice(dot + 1) });
    default:
      return t(`deck-${code}`);
  }
}
