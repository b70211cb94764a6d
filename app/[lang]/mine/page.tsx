import type { Metadata } from 'next';
import { MineList } from '@/components/mine/MineList';
import { MineTransfer } from '@/components/mine/MineTransfer';
import { SitePageHeader } from '@/components/site/SitePageHeader';
import { toLocale } from '@/lib/i18n/locales';
import { mineMessages } from '@/lib/i18n/messages/mine';
import { createT } from '@/lib/i18n/translate';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = createT(mineMessages, toLocale((await params).lang));
  // Each browser sees its own list here: nothing for a search engine.
  return { title: t('title'), description: t('intro'), robots: { index: false } };
}

/** The decks and Champions of this browser (kept in it, never on the server). */
export default async function MinePage({ params }: Props) {
  const locale = toLocale((await params).lang);
  const t = createT(mineMessages, locale);
  return (
    <div className="space-y-6">
      <SitePageHeader title={t('title')} intro={t('intro')} />
      <MineList locale={locale} />
      <MineTransfer locale={locale} />
    </div>
  );
}
