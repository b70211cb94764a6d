import Link from 'next/link';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';

/** Previous / next links that keep the search and order; past the last page, a way back to it. */
export function DeckGalleryPages({
  page,
  pages,
  query,
  sort,
  locale,
}: {
  page: number;
  pages: number;
  query: string;
  sort: string;
  locale: Locale;
}) {
  const t = createT(decksMessages, locale);
  const href = (n: number) => {
    const params = new URLSearchParams();
    if (query) params.set('q', query);
    if (sort !== 'newest') params.set('sort', sort);
    if (n > 1) params.set('page', String(n));
    const search = params.toString();
    return `/decks${search ? `?${search}` : ''}`;
  };
  const link = 'rounded-lg border border-black/20 bg-white px-3 py-2 font-semibold hover:border-gold';
  if (page > pages) {
    return (
      <p role="status" className="space-x-2" data-testid="gallery-past-end">
        <span>{t('galleryPastEnd', { page, pages })}</span>
        <Link className={`${link} inline-block`} href={href(pages)}>
          {t('galleryLastPage')}
        </Link>
      </p>
    );
  }
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('galleryPages')} className="flex items-center justify-center gap-3">
      {page > 1 && (
        <Link className={link} href={href(page - 1)} rel="prev">
          {t('galleryPrev')}
        </Link>
      )}
      <span className="text-sm">{t('galleryPage', { page, pages })}</span>
      {page < pages && (
        <Link className={link} href={href(page + 1)} rel="next">
          {t('galleryNext')}
        </Link>
      )}
    </nav>
  );
}
