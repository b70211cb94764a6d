import { DECK_QUERY_MAX } from '@/lib/decks/query';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';

/** The gallery's search: a plain GET form (query and order), so results are shareable links. */
export function DeckGallerySearch({
  query,
  sort,
  locale,
}: {
  query: string;
  sort: 'newest' | 'views';
  locale: Locale;
}) {
  const t = createT(decksMessages, locale);
  return (
    <form action="/decks" method="get" role="search" className="flex flex-wrap items-end gap-2">
      <div className="flex min-w-[14rem] flex-1 flex-col gap-1">
        <label htmlFor="deck-search" className="font-semibold">
          {t('gallerySearchLabel')}
        </label>
        <input
          id="deck-search"
          name="q"
          type="search"
          defaultValue={query}
          placeholder={t('gallerySearchPlaceholder')}
          maxLength={DECK_QUERY_MAX}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          className="rounded-lg border border-black/25 bg-white px-4 py-2 font-mono"
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="deck-sort" className="font-semibold">
          {t('gallerySort')}
        </label>
        <select
          id="deck-sort"
          name="sort"
          defaultValue={sort}
          className="rounded-lg border border-black/25 bg-white px-2 py-2"
        >
          <option value="newest">{t('sortNewest')}</option>
          <option value="views">{t('sortViews')}</option>
        </select>
      </div>
      <button type="submit" className="rounded-lg bg-gold px-4 py-2 font-semibold text-ink hover:bg-gold/90">
        {t('gallerySearchSubmit')}
      </button>
    </form>
  );
}
