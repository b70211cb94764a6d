import type { Metadata } from 'next';
import Link from 'next/link';
import { DECK_LIST_CAP, DECK_SCAN_BUDGET } from '@/lib/db/deckSearch';
import { getStore } from '@/lib/db/store';
import { DECK_QUERY_MAX } from '@/lib/decks/query';
import { toLocale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { pluralKey } from '@/lib/i18n/pluralKey';
import { DeckGalleryItem } from '@/components/decks/DeckGalleryItem';
import { DeckGalleryPages } from '@/components/decks/DeckGalleryPages';
import { DeckGalleryQueryProblems } from '@/components/decks/DeckGalleryQueryProblems';
import { DeckGallerySearch } from '@/components/decks/DeckGallerySearch';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

const PER_PAGE = 12;
// The search counts and pages through DECK_LIST_CAP matches at most.
const MAX_PAGE = Math.ceil(DECK_LIST_CAP / PER_PAGE);
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = createT(decksMessages, toLocale((await params).lang));
  return { title: t('galleryTitle'), description: t('galleryIntro') };
}

/**
 * Shared decks, searchable with the card syntax, newest or most viewed first. Parts of a search
 * that are not understood are named and left out, and the rest is searched; a search too long,
 * or with nothing understood, lists nothing: listing every deck would read as a match.
 */
export default async function DeckGalleryPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).lang);
  const t = createT(decksMessages, locale);
  const query = await searchParams;
  const q = first(query.q).trim();
  const tooLong = q.length > DECK_QUERY_MAX ? { max: DECK_QUERY_MAX, length: q.length } : null;
  const sort = first(query.sort) === 'views' ? 'views' : 'newest';
  const asked = Number(first(query.page) || 1);
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  // A page past the deepest one lists nothing (the pages say so) but still counts the matches.
  const listed = tooLong
    ? { items: [], total: 0, more: false, partial: false, queryErrors: [], queryUnderstood: false }
    : await (
        await getStore()
      ).decks.list({ query: q, sort, limit: PER_PAGE, offset: Math.min(page - 1, MAX_PAGE) * PER_PAGE });
  const { total, more, partial, queryErrors, queryUnderstood } = listed;
  const items = page > MAX_PAGE ? [] : listed.items;
  const understood = tooLong === null && queryUnderstood;
  const pages = Math.min(MAX_PAGE, Math.max(1, Math.ceil(total / PER_PAGE)));
  return (
    <div className="space-y-5 wrap-anywhere">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-4xl font-bold">{t('galleryTitle')}</h1>
          <p className="max-w-prose text-black/70">{t('galleryIntro')}</p>
        </div>
        <Link href="/decks/new" className="rounded-lg bg-ember px-4 py-2 font-semibold text-white hover:bg-ember/90">
          {t('galleryBuild')}
        </Link>
      </header>
      {first(query.deleted) === '1' && (
        <p role="status" className="rounded-lg border border-tide/40 bg-tide/10 p-3 font-semibold">
          {t('deletedNotice')}
        </p>
      )}
      <DeckGallerySearch query={q} sort={sort} locale={locale} />
      {(!understood || queryErrors.length > 0) && (
        <DeckGalleryQueryProblems tooLong={tooLong} errors={queryErrors} partial={understood} locale={locale} />
      )}
      {understood && (
        <>
          <p className="text-sm text-black/70" data-testid="gallery-count">
            {more
              ? t('galleryCountMore', { count: total.toLocaleString(locale) })
              : t(pluralKey('galleryCount', total, locale), { count: total })}
          </p>
          {partial && (
            <p className="text-sm text-black/70" data-testid="gallery-scanned">
              {t('galleryScanned', { count: DECK_SCAN_BUDGET.toLocaleString(locale) })}
            </p>
          )}
          {total === 0 && <p>{t('galleryEmpty')}</p>}
          {items.length > 0 && (
            <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-3" data-testid="gallery">
              {items.map((deck) => (
                <DeckGalleryItem key={deck.id} deck={deck} locale={locale} />
              ))}
            </ul>
          )}
          {/* Past the last page the list is empty: the pages say so and lead back. */}
          {total > 0 && <DeckGalleryPages page={page} pages={pages} query={q} sort={sort} locale={locale} />}
        </>
      )}
    </div>
  );
}
