import Link from 'next/link';
import type { OfficialCard } from '@/lib/cards';
import type { Locale } from '@/lib/i18n/locales';
import { abilitiesMessages } from '@/lib/i18n/messages/abilities';
import { createT } from '@/lib/i18n/translate';
import { CardsGrid } from './CardsGrid';

/** A titled grid of the cards having (or granting) an ability, with a link to the same search. */
export function AbilitiesCardList({
  title,
  cards,
  query,
  locale,
}: {
  title: string;
  cards: readonly OfficialCard[];
  query: string;
  locale: Locale;
}) {
  const t = createT(abilitiesMessages, locale);
  const id = `list-${query.replace(/[^a-z]+/gi, '-')}`;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="font-display text-2xl">
          {title}{' '}
          <span className="text-base text-black/60">
            ({cards.length === 1 ? t('countOne') : t('countMany', { count: cards.length })})
          </span>
        </h2>
        {cards.length > 0 && (
          <Link
            className="text-sm underline decoration-gold underline-offset-2 hover:text-ember"
            href={`/cards?q=${encodeURIComponent(query)}`}
          >
            {t('searchAll')}
          </Link>
        )}
      </div>
      {cards.length === 0 ? (
        <p className="text-black/70">{t('noCards')}</p>
      ) : (
        <CardsGrid cards={cards} locale={locale} label={title} facesInBrowser />
      )}
    </section>
  );
}
