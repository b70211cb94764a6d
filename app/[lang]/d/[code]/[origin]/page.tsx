import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getCard, type OfficialCard } from '@/lib/cards';
import { decodeDeck, encodeDeck } from '@/lib/decks';
import { toLocale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { DeckView } from '@/components/decks/DeckView';
import { loadDeckChampion } from '@/lib/api/deckChampion';
import { getStore } from '@/lib/db/store';
import { decodeOriginKey } from '@/lib/api/originKey';

type Props = { params: Promise<{ lang: string; code: string; origin: string }> };

// A code determines its page, and the site origin its sharing links (proxy.ts puts it in the
// path: ERRET_BASE_URL, else the address asked). Rendered on the first request, then served from
// Next's cache (bounded in memory: next.config.js) and rendered again at most once a minute, so
// that an edited Champion shows.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function read(raw: string) {
  const decoded = decodeDeck(safeDecode(raw));
  if (!decoded.ok) return null;
  const cards = decoded.cards.map((slug) => getCard(slug) as OfficialCard);
  return { cards, championId: decoded.championId ?? null, code: encodeDeck(decoded.cards, decoded.championId) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, code, origin } = await params;
  const deck = read(code);
  const t = createT(decksMessages, toLocale(lang));
  const metadataBase = decodeOriginKey(origin);
  // The page answers a bad code with its own not-found message; metadata just stays generic.
  if (!deck || !metadataBase) return { title: t('badCodeTitle'), robots: { index: false } };
  const title = t('deckOfCode', { code: deck.code });
  const champion = deck.championId ? await loadDeckChampion(await getStore(), deck.championId) : null;
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

/** A deck from its code alone: nothing is stored, the code is the deck. */
export default async function DeckCodePage({ params }: Props) {
  const { lang, code, origin } = await params;
  const locale = toLocale(lang);
  const t = createT(decksMessages, locale);
  const deck = read(code);
  if (!deck || !decodeOriginKey(origin)) notFound();
  const champion = deck.championId ? await loadDeckChampion(await getStore(), deck.championId) : null;
  const [before, after] = t('deckOfCode', { code: '\u0000' }).split('\u0000');
  return (
    <article className="space-y-6">
      <header>
        {/* The code is case-sensitive: it is set in a monospace face, not the display capitals. */}
        <h1 className="font-display text-4xl font-bold">
          {before}
          <code className="break-all font-mono text-3xl normal-case">{deck.code}</code>
          {after}
        </h1>
        <p className="text-black/70">{deck.cards.map((c) => c.name).join(' · ')}</p>
      </header>
      <DeckView
        cards={deck.cards}
        champion={champion}
        championId={deck.championId}
        code={deck.code}
        link={`/d/${deck.code}`}
        locale={locale}
      />
    </article>
  );
}
