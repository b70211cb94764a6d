import type { Metadata } from 'next';
import { ChampionForge } from '@/components/champions/ChampionForge';
import { toLocale } from '@/lib/i18n/locales';
import { championsMessages } from '@/lib/i18n/messages/champions';
import { createT } from '@/lib/i18n/translate';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = createT(championsMessages, toLocale((await params).lang));
  return { title: t('newTitle'), description: t('newIntro') };
}

export default async function NewChampionPage({ params }: Props) {
  const locale = toLocale((await params).lang);
  const t = createT(championsMessages, locale);
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="font-display text-4xl font-bold">{t('newTitle')}</h1>
        <p className="max-w-prose text-black/70">{t('newIntro')}</p>
      </header>
      <ChampionForge locale={locale} mode={{ kind: 'create' }} />
    </div>
  );
}
