'use client';
import Link from 'next/link';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { DeckCopyButton } from './DeckCopyButton';
import type { SaveOutcome } from './saveDeck';

/** After a save: the public link, and on creation the private edit link with a warning to keep it. */
export function DeckSavedLinks({ outcome, locale }: { outcome: SaveOutcome; locale: Locale }) {
  const t = createT(decksMessages, locale);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <div className="space-y-2 rounded-lg border border-tide/40 bg-tide/5 p-3 text-sm">
      <p className="font-semibold text-tide">
        {outcome.kind === 'created' ? t('saved') : t(outcome.kind === 'updated' ? 'updated' : 'saveUnchanged', { version: outcome.version })}
      </p>
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{t('label', { label: t('publicLink') })}</span>
        <Link href={outcome.url} className="break-all underline decoration-gold" data-testid="public-link">{origin}{outcome.url}</Link>
        <DeckCopyButton text={outcome.url} label={t('copyLink')} locale={locale} />
      </p>
      {outcome.kind === 'created' && (
        <>
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{t('label', { label: t('editLink') })}</span>
            <a href={outcome.editUrl} className="break-all underline decoration-ember" data-testid="edit-link">{origin}{outcome.editUrl}</a>
            <DeckCopyButton text={outcome.editUrl} label={t('copyLink')} locale={locale} />
          </p>
          <p className="rounded bg-gold/15 p-2"><strong>⚠</strong> {t('editLinkSecret')}</p>
        </>
      )}
    </div>
  );
}
