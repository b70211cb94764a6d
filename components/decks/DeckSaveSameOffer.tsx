'use client';
import Link from 'next/link';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';

/** When an identical deck is shared already: open it, or save this one as a copy all the same. */
export function DeckSaveSameOffer({
  same,
  busy,
  onCopy,
  locale,
}: {
  same: { url: string; name: string };
  busy: boolean;
  onCopy: () => void;
  locale: Locale;
}) {
  const t = createT(decksMessages, locale);
  return (
    <p className="flex flex-wrap gap-2" data-testid="same-deck-offer">
      <Link href={same.url} className="rounded-lg bg-ember px-4 py-2 font-semibold text-white hover:bg-ember/90">
        {t('saveSameOpen', { name: same.name })}
      </Link>
      <button
        type="button"
        onClick={onCopy}
        disabled={busy}
        className="rounded-lg border border-black/25 bg-white px-4 py-2 font-semibold hover:bg-parchment disabled:opacity-60"
      >
        {t('saveSameAnyway')}
      </button>
    </p>
  );
}
