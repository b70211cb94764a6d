'use client';
import Link from 'next/link';
import { decodeDeck } from '@/lib/decks';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { deckCodeErrorText } from './deckErrorText';

/** A deck code that cannot be read (or none at all), with exactly what is wrong with it. */
export function DeckBadCode({ raw, locale }: { raw: string; locale: Locale }) {
  const t = createT(decksMessages, locale);
  const decoded = decodeDeck(raw);
  const reason = decoded.ok ? '' : deckCodeErrorText(raw, decoded.error.code, locale);
  return (
    <section className="space-y-3" data-testid="bad-code">
      <h1 className="font-display text-3xl font-bold">{t('badCodeTitle')}</h1>
      {raw && <p className="font-mono break-all text-black/70">{raw}</p>}
      <p
        role="alert"
        className="rounded-lg border border-ember/40 bg-ember/5 p-3 font-semibold text-ember wrap-anywhere"
      >
        {reason}
      </p>
      <p>{t('badCodeHelp')}</p>
      <Link href="/decks/new" className="inline-block rounded-lg bg-ember px-4 py-2 font-semibold text-white">
        {t('newDeck')}
      </Link>
    </section>
  );
}
