import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { toLocale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { DeckBuilder } from '@/components/decks/DeckBuilder';
import { DeckEditDelete } from '@/components/decks/DeckEditDelete';
import { readBuilderQuery } from '@/components/decks/deckBuilderUrl';
import { deckNoticeText } from '@/components/decks/deckNoticeText';
import { editTokenOpens, readSavedDeck } from '../loadSavedDeck';

type Props = { params: Promise<{ lang: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

const DECK_PARAMS = ['code', 'from', 'cards', 'add', 'champion'];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id } = await params;
  const t = createT(decksMessages, toLocale(lang));
  const deck = await readSavedDeck(id);
  return {
    title: deck ? t('editTitle', { name: deck.name }) : t('deckNotFoundTitle'),
    // The address holds the private edit token: no index, and no Referer that would leak it.
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}

/** The builder opened on a saved deck with its private edit link; saving makes a new version. */
export default async function EditDeckPage({ params, searchParams }: Props) {
  const { lang, id } = await params;
  const locale = toLocale(lang);
  const t = createT(decksMessages, locale);
  const deck = await readSavedDeck(id);
  if (!deck) notFound();
  const query = await searchParams;
  const token = typeof query.token === 'string' ? query.token : '';
  if (!(await editTokenOpens(id, token))) {
    return (
      <section className="space-y-3" data-testid="edit-refused">
        <h1 className="font-display text-3xl font-bold wrap-anywhere">{t('editTitle', { name: deck.name })}</h1>
        <p role="alert" className="rounded-lg border border-ember/40 bg-ember/5 p-3 font-semibold text-ember">{token ? t('editTokenWrong') : t('editTokenMissing')}</p>
        <Link href={`/decks/${deck.id}`} className="underline wrap-anywhere">{deck.name}</Link>
      </section>
    );
  }
  // The builder keeps unsaved cards in the address: a reload goes on from there (and warns
  // when they are not the saved ones).
  const fromUrl = DECK_PARAMS.some((key) => query[key] !== undefined) ? readBuilderQuery(query) : null;
  const start = fromUrl ?? { deck: { cards: deck.cards, championId: deck.championId }, notices: [] };
  return (
    <div className="space-y-4">
      <header>
        <h1 className="font-display text-4xl font-bold wrap-anywhere">{t('editTitle', { name: deck.name })}</h1>
        <p className="text-black/70"><Link href={`/decks/${deck.id}`} className="underline">{t('publicLink')}</Link></p>
      </header>
      <DeckBuilder locale={locale} initialDeck={start.deck} initialNotices={start.notices.map((n) => deckNoticeText(n, locale))}
        edit={{ id: deck.id, token, version: deck.version, name: deck.name, description: deck.description, author: deck.author, cards: deck.cards, championId: deck.championId }} />
      <DeckEditDelete id={deck.id} token={token} locale={locale} />
    </div>
  );
}
