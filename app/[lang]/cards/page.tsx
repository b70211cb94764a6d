import type { Metadata } from 'next';
import { toLocale } from '@/lib/i18n/locales';
import { cardsMessages } from '@/lib/i18n/messages/cards';
import { createT } from '@/lib/i18n/translate';
import { explainNoResults } from '@/lib/cards/search/explain';
import { MAX_QUERY_LENGTH } from '@/lib/cards/search/limits';
import { searchCards } from '@/lib/cards/search/searchCards';
import { CardsSearchLazy } from '@/components/cards/CardsSearchLazy';
import { CardsSearchView } from '@/components/cards/CardsSearchView';
import { toResultsView } from '@/components/cards/resultsView';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ q?: string | string[]; view?: string | string[] }> };

function queryOf(q: string | string[] | undefined): string {
  return (Array.isArray(q) ? q[0] : q ?? '').slice(0, MAX_QUERY_LENGTH);
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const t = createT(cardsMessages, toLocale((await params).lang));
  const q = queryOf((await searchParams).q).trim();
  return { title: q ? `${q} — ${t('title')}` : t('title'), description: t('intro') };
}

export default async function CardsPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).lang);
  const { q: rawQuery, view: rawView } = await searchParams;
  const q = queryOf(rawQuery);
  const view = toResultsView(rawView);
  const t = createT(cardsMessages, locale);
  const result = searchCards(q);
  const explanation = result.cards.length === 0 ? explainNoResults(q, result.ast) : null;
  return (
    <div className="space-y-4">
      <header>
        <h1 className="font-display text-4xl font-bold">{t('title')}</h1>
        <p className="hidden text-black/70 sm:block">{t('intro')}</p>
      </header>
      {/* Remounted for each URL query, e.g. when the header's Cards link clears the search. */}
      <CardsSearchLazy key={`${view} ${q}`} initialQuery={q} initialView={view} locale={locale} syntaxLabel={t('syntaxLink')}>
        <CardsSearchView query={q} searched={q} result={result} explanation={explanation} showAll={false} view={view} locale={locale} syntaxLabel={t('syntaxLink')} />
      </CardsSearchLazy>
    </div>
  );
}
