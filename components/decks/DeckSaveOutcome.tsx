'use client';
import Link from 'next/link';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { DeckCopyButton } from './DeckCopyButton';

/** After saving changes to a deck: the version now saved (or that nothing changed), and the public link. */
export function DeckSaveOutcome({
  kind,
  version,
  url,
  locale,
}: {
  kind: 'updated' | 'unchanged';
  version: number;
  url: string;
  locale: Locale;
}) {
  const t = createT(decksMessages, locale);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <div className="space-y-2 rounded-lg border border-tide/40 bg-tide/5 p-3 text-sm">
      <p className="font-semibold text-tide">{t(kind === 'updated' ? 'updated' : 'saveUnchanged', { version })}</p>
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{t('label', { label: t('publicLink') })}</span>
        <Link href={url} className="break-all underline decoration-gold" data-testid="public-link">
          {origin}
          {url}
        </Link>
        <DeckCopyButton text={url} label={t('copyLink')} locale={locale} />
      </p>
    </div>
  );
}
