import type { Metadata } from 'next';
import { toLocale } from '@/lib/i18n/locales';
import { cardsMessages } from '@/lib/i18n/messages/cards';
import { createT } from '@/lib/i18n/translate';
import { MAX_QUERY_LENGTH } from '@/lib/cards/search/limits';
import { CardsSearchPage } from '@/components/cards/CardsSearchPage';
import { toResultsView } from '@/components/cards/resultsView';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<{ q?: string | string[]; view?: string | string[] }>;
};

function queryOf(q: string | string[] | undefined): string {
  return (Array.isArray(q) ? q[0] : (q ?? '')).slice(0, MAX_QUERY_LENGTH);
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const t = createT(cardsMessages, toLocale((await params).lang));
  const q = queryOf((await searchParams).q).trim();
  return { title: q ? `${q} — ${t('title')}` : t('title'), description: t('intro') };
}

/** /cards?q=…&view=…, rendered for its query and view (proxy.ts sends it here; /cards alone is static). */
export default async function CardsQueryPage({ params, searchParams }: Props) {
  const { q, view } = await searchParams;
  return <CardsSearchPage q={queryOf(q)} view={toResultsView(view)} locale={toLocale((await params).lang)} />;
}
