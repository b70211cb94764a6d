import type { Metadata } from 'next';
import { toLocale } from '@/lib/i18n/locales';
import { cardsMessages } from '@/lib/i18n/messages/cards';
import { createT } from '@/lib/i18n/translate';
import { CardsSearchPage } from '@/components/cards/CardsSearchPage';
import { toResultsView } from '@/components/cards/resultsView';

type Props = { params: Promise<{ lang: string }> };

// The default list, the same for everyone: generated at build time. An address with `?q=` or
// `?view=` is sent to ./search by proxy.ts, which renders it.
export const dynamic = 'force-static';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = createT(cardsMessages, toLocale((await params).lang));
  return { title: t('title'), description: t('intro') };
}

export default async function CardsPage({ params }: Props) {
  return <CardsSearchPage q="" view={toResultsView(undefined)} locale={toLocale((await params).lang)} />;
}
