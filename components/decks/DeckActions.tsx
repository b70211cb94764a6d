import Link from 'next/link';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { DeckCopyButton } from './DeckCopyButton';

const button = 'rounded-lg border border-black/20 bg-white px-3 py-2 text-sm font-semibold hover:border-gold';

/** The code with copy buttons, and where to go with the deck: builder, playtest, simulation. */
export function DeckActions({ code, link, locale }: { code: string; link: string; locale: Locale }) {
  const t = createT(decksMessages, locale);
  const param = encodeURIComponent(code);
  return (
    <div className="space-y-3" data-testid="deck-actions">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{t('label', { label: t('deckCode') })}</span>
        <code className="rounded bg-white px-2 py-1 font-mono text-lg break-all" data-testid="deck-code">
          {code}
        </code>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <DeckCopyButton text={code} label={t('copyCode')} locale={locale} />
        <DeckCopyButton text={link} label={t('copyLink')} locale={locale} />
      </div>
      <nav aria-label={t('deckOfCode', { code })} className="flex flex-wrap gap-2">
        <Link className={button} href={`/decks/new?code=${param}`}>
          {t('openBuilder')}
        </Link>
        <Link className={button} href={`/play?deck=${param}`} prefetch={false}>
          {t('playtest')}
        </Link>
        <Link className={button} href={`/simulate?deck=${param}`} prefetch={false}>
          {t('simulate')}
        </Link>
      </nav>
    </div>
  );
}
