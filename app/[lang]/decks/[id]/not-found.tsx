'use client';
import { useParams } from 'next/navigation';
import { SiteNotFoundSection } from '@/components/site/SiteNotFoundSection';
import { toLocale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';

/** An unknown saved-deck id (HTTP 404), said plainly. */
export default function SavedDeckNotFound() {
  const t = createT(decksMessages, toLocale(useParams<{ lang?: string }>()?.lang));
  return (
    <SiteNotFoundSection
      testId="deck-not-found"
      title={t('deckNotFoundTitle')}
      text={t('deckNotFound')}
      links={[
        ['/decks', t('galleryTitle')],
        ['/decks/new', t('newDeck')],
      ]}
    />
  );
}
