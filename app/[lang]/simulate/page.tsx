import type { Metadata } from 'next';
import { toLocale } from '@/lib/i18n/locales';
import { simulateMessages } from '@/lib/i18n/messages/simulate';
import { createT } from '@/lib/i18n/translate';
import { SimulateApp } from '@/components/simulate/SimulateApp';
import { SimulateMultiplayer } from '@/components/simulate/SimulateMultiplayer';
import { SitePageHeader } from '@/components/site/SitePageHeader';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ deck?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = createT(simulateMessages, toLocale((await params).lang));
  return { title: t('title'), description: t('intro') };
}

export default async function SimulatePage({ params, searchParams }: Props) {
  const locale = toLocale((await params).lang);
  const t = createT(simulateMessages, locale);
  const deck = (await searchParams).deck;
  // The form checks the code like any typed input; only its length is capped here.
  const initialDeck = (Array.isArray(deck) ? deck[0] : deck)?.slice(0, 64) || undefined;
  return (
    <div className="space-y-6">
      <SitePageHeader title={t('title')} intro={t('intro')} />
      <SimulateApp key={initialDeck ?? ''} locale={locale} initialDeck={initialDeck} />
      <SimulateMultiplayer locale={locale} />
    </div>
  );
}
