import type { Metadata } from 'next';
import { toLocale } from '@/lib/i18n/locales';
import { onlineMessages } from '@/lib/i18n/messages/online';
import { createT } from '@/lib/i18n/translate';
import { OnlineSetup } from '@/components/online/OnlineSetup';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = createT(onlineMessages, toLocale((await params).lang));
  return { title: t('title'), description: t('intro') };
}

/** /play/online: a room set up, then one invite link per seat. */
export default async function PlayOnlinePage({ params }: Props) {
  const locale = toLocale((await params).lang);
  const t = createT(onlineMessages, locale);
  return (
    <div className="space-y-4">
      <header className="space-y-1">
        <h1 className="font-display text-4xl font-bold">{t('title')}</h1>
        <p className="max-w-3xl text-black/80">{t('intro')}</p>
      </header>
      <OnlineSetup locale={locale} />
    </div>
  );
}
