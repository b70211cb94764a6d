import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import type { BuilderNotice } from './deckBuilderUrl';
import type { BuilderStatus } from './DeckBuilderStatus';
import { deckCodeErrorText, deckErrorText } from './deckErrorText';

/** What the builder says about the address it was opened with. */
export function deckNoticeText(notice: BuilderNotice, locale: Locale): BuilderStatus {
  const t = createT(decksMessages, locale);
  switch (notice.kind) {
    case 'code-error':
      return { tone: 'error', text: deckCodeErrorText(notice.input, notice.code, locale) };
    case 'rule':
      return { tone: 'error', text: deckErrorText(notice.error, locale) };
    case 'unknown-precon':
      return { tone: 'error', text: t('unknownPrecon', { name: notice.name }) };
    case 'bad-champion':
      return { tone: 'error', text: t('errBadChampion', { name: notice.input }) };
    case 'precon-loaded':
      return { tone: 'ok', text: t('startPreconLoaded', { number: notice.number }) };
    case 'code-loaded':
      return { tone: 'ok', text: t('codeLoaded') };
  }
}
