import { cardsOfSet, type OfficialCard } from '@/lib/cards';
import type { Locale } from '@/lib/i18n/locales';
import { cardsMessages } from '@/lib/i18n/messages/cards';
import { createT } from '@/lib/i18n/translate';

export function CardsPrevNext({ card, locale }: { card: OfficialCard; locale: Locale }) {
  const t = createT(cardsMessages, locale);
  const inSet = cardsOfSet(card.set);
  const at = inSet.findIndex((c) => c.slug === card.slug);
  const previous = inSet[at - 1];
  const next = inSet[at + 1];
  const linkClass = 'flex flex-col rounded-lg border border-black/10 bg-white/70 px-4 py-2 hover:border-gold';
  return (
    <nav aria-label={t('set')} className="grid grid-cols-2 gap-3">
      {previous ? (
        <a className={linkClass} href={`/cards/${previous.slug}`} rel="prev">
          <span className="text-xs text-black/60">← {t('previous')}</span>
          <span className="font-semibold">{previous.name}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className={`${linkClass} text-right`} href={`/cards/${next.slug}`} rel="next">
          <span className="text-xs text-black/60">{t('next')} →</span>
          <span className="font-semibold">{next.name}</span>
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
