import type { Metadata } from 'next';
import { toLocale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { DeckBuilder } from '@/components/decks/DeckBuilder';
import { readBuilderQuery, type BuilderParams } from '@/components/decks/deckBuilderUrl';
import { deckNoticeText } from '@/components/decks/deckNoticeText';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<BuilderParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = createT(decksMessages, toLocale((await params).lang));
  return { title: t('builderTitle'), description: t('builderIntro') };
}

export default async function NewDeckPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).lang);
  const t = createT(decksMessages, locale);
  const { deck, notices } = readBuilderQuery(await searchParams);
  const key = JSON.stringify(deck);
  return (
    <div className="space-y-4">
      <header>
        <h1 className="font-display text-4xl font-bold">{t('builderTitle')}</h1>
        <p className="text-black/70">{t('builderIntro')}</p>
      </header>
      {/* Remounted when the address asks for another deck (e.g. the header link, a new ?add=). */}
      <DeckBuilder
        key={key}
        locale={locale}
        initialDeck={deck}
        initialNotices={notices.map((n) => deckNoticeText(n, locale))}
      />
    </div>
  );
}
