import type { Metadata } from 'next';
import { SETS, cardsOfSet } from '@/lib/cards';
import { toLocale } from '@/lib/i18n/locales';
import { setsMessages } from '@/lib/i18n/messages/sets';
import { createT } from '@/lib/i18n/translate';
import { SetsSummary } from '@/components/cards/SetsSummary';
import { SitePageHeader } from '@/components/site/SitePageHeader';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = createT(setsMessages, toLocale((await params).lang));
  return { title: t('title'), description: t('intro') };
}

export default async function SetsPage({ params }: Props) {
  const locale = toLocale((await params).lang);
  const t = createT(setsMessages, locale);
  return (
    <div className="space-y-6">
      <SitePageHeader title={t('title')} intro={t('intro')} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SETS.map((set) => (
          <SetsSummary key={set.slug} set={set} cards={cardsOfSet(set.slug)} locale={locale} />
        ))}
      </ul>
    </div>
  );
}
