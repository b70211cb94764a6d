import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { toLocale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { DeckEditGate } from '@/components/decks/DeckEditGate';
import { tokenMovedToFragment } from '@/components/site/fragmentToken';
import { readBuilderQuery } from '@/components/decks/deckBuilderUrl';
import { deckNoticeText } from '@/components/decks/deckNoticeText';
import { readSavedDeck } from '../loadSavedDeck';

type Props = {
  params: Promise<{ lang: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

const DECK_PARAMS = ['code', 'from', 'cards', 'add', 'champion'];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id } = await params;
  const t = createT(decksMessages, toLocale(lang));
  const deck = await readSavedDeck(id);
  return {
    title: deck ? t('editTitle', { name: deck.name }) : t('deckNotFoundTitle'),
    // The address holds the private edit token (in its fragment): no index, and no Referer at all.
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}

/**
 * The builder opened on a saved deck with its private edit link; saving makes a new version.
 * The token is in the fragment (components/site/fragmentToken.ts), checked by DeckEditGate.
 */
export default async function EditDeckPage({ params, searchParams }: Props) {
  const { lang, id } = await params;
  const locale = toLocale(lang);
  const t = createT(decksMessages, locale);
  const deck = await readSavedDeck(id);
  if (!deck) notFound();
  const query = await searchParams;
  // An edit link from before the token moved to the fragment works once more: its token goes
  // where it now belongs, and the address that carried it in the query is left behind.
  const moved = tokenMovedToFragment(`/decks/${deck.id}/edit`, query);
  if (moved) redirect(moved);
  // The builder keeps unsaved cards in the address: a reload goes on from there (and warns
  // when they are not the saved ones).
  const fromUrl = DECK_PARAMS.some((key) => query[key] !== undefined) ? readBuilderQuery(query) : null;
  const start = fromUrl ?? { deck: { cards: deck.cards, championId: deck.championId }, notices: [] };
  return (
    <div className="space-y-4">
      <header>
        <h1 className="font-display text-4xl font-bold wrap-anywhere">{t('editTitle', { name: deck.name })}</h1>
        <p className="text-black/70">
          <Link href={`/decks/${deck.id}`} className="underline">
            {t('publicLink')}
          </Link>
        </p>
      </header>
      <DeckEditGate
        locale={locale}
        initialDeck={start.deck}
        initialNotices={start.notices.map((n) => deckNoticeText(n, locale))}
        edit={{
          id: deck.id,
          version: deck.version,
          name: deck.name,
          description: deck.description,
          author: deck.author,
          cards: deck.cards,
          championId: deck.championId,
          visibility: deck.visibility ?? 'public',
        }}
      />
    </div>
  );
}
