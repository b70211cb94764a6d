'use client';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { DeckCopyButton } from './DeckCopyButton';
import { forgetDeckLinks, rememberDeckLinks, type SavedDeckLinks } from './savedDeckLinks';

/**
 * A deck just created: its public link and the private edit link, with a warning to keep it.
 * Kept in this tab until hidden; focused (so read out and scrolled to) the first time it shows.
 */
export function DeckSavedLinks({
  id,
  links,
  locale,
  onHidden,
}: {
  id: string;
  links: SavedDeckLinks;
  locale: Locale;
  onHidden: () => void;
}) {
  const t = createT(decksMessages, locale);
  const panel = useRef<HTMLElement>(null);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  useEffect(() => {
    if (!links.fresh) return;
    panel.current?.focus();
    rememberDeckLinks(id, { ...links, fresh: false });
  }, [id, links]);
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={`${id}-saved`}
      data-testid="saved-links"
      className="space-y-2 rounded-lg border border-tide/40 bg-tide/5 p-3 text-sm outline-offset-2 focus:outline-2 focus:outline-tide"
    >
      <p id={`${id}-saved`} className="font-semibold text-tide">
        {t('saved')}
      </p>
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{t('label', { label: t('publicLink') })}</span>
        <Link href={links.url} className="break-all underline decoration-gold" data-testid="public-link">
          {origin}
          {links.url}
        </Link>
        <DeckCopyButton text={links.url} label={t('copyLink')} locale={locale} />
      </p>
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{t('label', { label: t('editLink') })}</span>
        <a href={links.editUrl} className="break-all underline decoration-ember" data-testid="edit-link">
          {origin}
          {links.editUrl}
        </a>
        <DeckCopyButton text={links.editUrl} label={t('copyLink')} locale={locale} />
      </p>
      <p className="rounded bg-gold/15 p-2">
        <strong>⚠</strong> {t('editLinkSecret')}
      </p>
      <button
        type="button"
        onClick={() => {
          forgetDeckLinks(id);
          onHidden();
        }}
        className="rounded-lg border border-black/20 bg-white px-3 py-2 font-semibold hover:border-ember"
      >
        {t('editLinkHide')}
      </button>
    </section>
  );
}
