import type { DeckQueryError } from '@/lib/decks/query';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';

/** Why the gallery lists nothing for this search: it is too long, or parts were not understood. */
export function DeckGalleryQueryProblems({ tooLong, errors, locale }: {
  tooLong: { max: number; length: number } | null;
  errors: readonly DeckQueryError[];
  locale: Locale;
}) {
  const t = createT(decksMessages, locale);
  return (
    <div role="alert" className="space-y-1 rounded-lg border border-gold/60 bg-gold/10 px-4 py-3 text-sm wrap-anywhere" data-testid="gallery-errors">
      {tooLong ? (
        <p className="font-semibold">{t('galleryQueryTooLong', tooLong)}</p>
      ) : (
        <>
          <ul className="space-y-1">
            {errors.map((e) => <li key={e.term}>{t('galleryQueryError', { term: e.term, message: locale === 'fr' ? e.messageFr : e.message })}</li>)}
          </ul>
          <p className="font-semibold">{t('galleryFixQuery')}</p>
        </>
      )}
    </div>
  );
}
