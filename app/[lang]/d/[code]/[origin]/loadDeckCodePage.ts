import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getCard, type OfficialCard } from '@/lib/cards';
import { decodeDeck, encodeDeck } from '@/lib/decks';
import { toLocale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { loadDeckChampion } from '@/lib/api/deckChampion';
import { getStore } from '@/lib/db/store';
import { decodeOriginKey } from '@/lib/api/originKey';

export type DeckCodeParams = Promise<{ lang: string; code: string; origin: string }>;

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The deck a code names, if it is this route's to show: a code without a Champion is cached
 * (page.tsx), one with a Champion is rendered on every request (champion/page.tsx), and each
 * refuses the other's, so no cached page can show a Champion as it was.
 */
function read(raw: string, withChampion: boolean) {
  const decoded = decodeDeck(safeDecode(raw));
  if (!decoded.ok || Boolean(decoded.championId) !== withChampion) return null;
  const cards = decoded.cards.map((slug) => getCard(slug) as OfficialCard);
  return { cards, championId: decoded.championId ?? null, code: encodeDeck(decoded.cards, decoded.championId) };
}

// The metadata and the page of one request read the Champion once between them (React's request cache).
const championOf = cache(async (id: string) => loadDeckChampion(await getStore(), id));

export async function deckCodeMetadata(params: DeckCodeParams, withChampion: boolean): Promise<Metadata> {
  const { lang, code, origin } = await params;
  const deck = read(code, withChampion);
  const t = createT(decksMessages, toLocale(lang));
  const metadataBase = decodeOriginKey(origin);
  // The page answers a bad code with its own not-found message; metadata just stays generic.
  if (!deck || !metadataBase) return { title: t('badCodeTitle'), robots: { index: false } };
  const title = t('deckOfCode', { code: deck.code });
  const champion = deck.championId ? await championOf(deck.championId) : null;
  const description = [
    ...deck.cards.map((c) => c.name),
    ...(champion ? [`${t('label', { label: t('championCard') })} ${champion.name}`] : []),
  ].join(', ');
  const images = [
    { url: `/api/d/${deck.code}/image?lang=${toLocale(lang)}`, width: 1200, height: 630, alt: t('shareImageAlt') },
  ];
  return {
    metadataBase,
    title,
    description,
    openGraph: { title, description, images },
    twitter: { card: 'summary_large_image', title, description, images },
  };
}

/** What the page of a deck code shows (nothing is stored: the code is the deck); not found for a bad code or address. */
export async function loadDeckCodePage(params: DeckCodeParams, withChampion: boolean) {
  const { lang, code, origin } = await params;
  const deck = read(code, withChampion);
  if (!deck || !decodeOriginKey(origin)) notFound();
  const champion = deck.championId ? await championOf(deck.championId) : null;
  return { ...deck, champion, locale: toLocale(lang) };
}
