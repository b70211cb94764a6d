import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getCard, type OfficialCard } from '@/lib/cards';
import { encodeDeck } from '@/lib/decks';
import { toLocale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { mineMessages } from '@/lib/i18n/messages/mine';
import { pluralKey } from '@/lib/i18n/pluralKey';
import { DeckDate } from '@/components/decks/DeckDate';
import { DeckHistory } from '@/components/decks/DeckHistory';
import { DeckView } from '@/components/decks/DeckView';
import { loadDeckChampion } from '@/lib/api/deckChampion';
import { getStore } from '@/lib/db/store';
import { readDeckHistory, readSavedDeck, viewSavedDeck } from './loadSavedDeck';
import { requestMetadataBase } from '@/components/site/requestMetadataBase';

type Props = { params: Promise<{ lang: string; id: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id } = await params;
  const deck = await readSavedDeck(id);
  if (!deck) return { title: createT(decksMessages, toLocale(lang))('deckNotFoundTitle'), robots: { index: false } };
  const t = createT(decksMessages, toLocale(lang));
  const champion = deck.championId ? await loadDeckChampion(await getStore(), deck.championId) : null;
  const names = [
    ...deck.cards.map((s) => getCard(s)?.name ?? s),
    ...(champion ? [`${t('label', { label: t('championCard') })} ${champion.name}`] : []),
  ].join(', ');
  const description = deck.description ? `${deck.description} — ${names}` : names;
  const image = `/api/d/${encodeDeck(deck.cards, deck.championId)}/image?lang=${toLocale(lang)}`;
  // An unlisted deck is reached by its link only: search engines are asked to leave it out.
  const robots = deck.visibility === 'unlisted' ? { index: false } : undefined;
  return {
    robots,
    metadataBase: await requestMetadataBase(),
    title: deck.name,
    description,
    openGraph: { title: deck.name, description, images: [image] },
  };
}

/** A saved deck's public page: the deck, who made it, and how it changed. */
export default async function SavedDeckPage({ params }: Props) {
  const { lang, id } = await params;
  const locale = toLocale(lang);
  const t = createT(decksMessages, locale);
  const deck = await viewSavedDeck(id);
  if (!deck) notFound();
  const [versions, champion] = await Promise.all([
    readDeckHistory(id),
    deck.championId ? loadDeckChampion(await getStore(), deck.championId) : null,
  ]);
  const cards = deck.cards.map((slug) => getCard(slug)).filter((c): c is OfficialCard => c !== undefined);
  const code = encodeDeck(deck.cards, deck.championId);
  return (
    <article className="space-y-6 wrap-anywhere">
      <header className="space-y-2">
        <p className="text-sm text-black/60">
          <Link href="/decks" className="underline hover:text-ember">
            {t('galleryTitle')}
          </Link>{' '}
          › {t('savedTitle')}
        </p>
        <h1 className="font-display text-4xl font-bold" data-testid="deck-name">
          {deck.name}
        </h1>
        <p className="text-black/70">{t('byAuthor', { author: deck.author || t('anonymous') })}</p>
        {deck.description && (
          <p className="max-w-prose whitespace-pre-line" data-testid="deck-description">
            {deck.description}
          </p>
        )}
        {deck.visibility === 'unlisted' && (
          <p className="text-sm text-black/70" data-testid="unlisted-note">
            {createT(mineMessages, locale)('unlistedNote')}
          </p>
        )}
        <p className="flex flex-wrap gap-x-4 text-sm text-black/60">
          <span>
            {t('created', { date: '' })}
            <DeckDate iso={deck.createdAt} locale={locale} />
          </span>
          <span>
            {t('updatedOn', { date: '' })}
            <DeckDate iso={deck.updatedAt} locale={locale} />
          </span>
          <span data-testid="deck-views">{t(pluralKey('views', deck.views, locale), { count: deck.views })}</span>
        </p>
      </header>
      <DeckView
        cards={cards}
        champion={champion}
        championId={deck.championId}
        code={code}
        link={`/decks/${deck.id}`}
        locale={locale}
      />
      {versions && <DeckHistory versions={versions} locale={locale} />}
    </article>
  );
}
