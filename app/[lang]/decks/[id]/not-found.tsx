'use client';
import Link from 'next/link';
import { useParams } from 'next/navigation';
import { toLocale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';

/** An unknown saved-deck id (HTTP 404), said plainly. */
export default function SavedDeckNotFound() {
  const params = useParams<{ lang?: string }>();
  const t = createT(decksMessages, toLocale(params?.lang));
  return (
    <section className="space-y-3" data-testid="deck-not-found">
      <h1 className="font-display text-3xl font-bold">{t('deckNotFoundTitle')}</h1>
      <p role="alert" className="font-semibold text-ember">{t('deckNotFound')}</p>
      <p className="flex gap-4">
        <Link href="/decks" className="underline">{t('galleryTitle')}</Link>
        <Link href="/decks/new" className="underline">{t('newDeck')}</Link>
      </p>
    </section>
  );
}
