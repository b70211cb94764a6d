import type { DeckQueryError } from '@/lib/decks/query';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';

/**
 * What the gallery made of a search it did not fully understand: too long, or nothing in it
 * understood (nothing is listed), or parts left out while the rest is searched (`partial`).
 */
export function DeckGalleryQueryProblems({
  tooLong,
  errors,
  partial,
  locale,
}: {
  tooLong: { max: number; length: number } | null;
  errors: readonly DeckQueryError[];
  partial: boolean;
  locale: Locale;
}) {
  const t = createT(decksMessages, locale);
  return (
    <div
      role={partial ? 'status' : 'alert'}
      className="space-y-1 rounded-lg border border-gold/60 bg-gold/10 px-4 py-3 text-sm wrap-anywhere"
      data-testid="gallery-errors"
    >
      {tooLong ? (
        <p className="font-semibold">{t('galleryQueryTooLong', tooLong)}</p>
      ) : (
        <>
          {partial && <p className="font-semibold">{t('galleryPartial')}</p>}
          <ul className="space-y-1">
            {errors.map((e) => (
              <li key={e.term}>
                {t('galleryQueryError', { term: e.term, message: locale === 'fr' ? e.messageFr : e.message })}
              </li>
            ))}
          </ul>
          {!partial && <p className="font-semibold">{t('galleryFixQuery')}</p>}
        </>
      )}
    </div>
  );
}
