import Link from 'next/link';
import type { CardSet, OfficialCard } from '@/lib/cards';
import type { Locale } from '@/lib/i18n/locales';
import { setsMessages } from '@/lib/i18n/messages/sets';
import { createT } from '@/lib/i18n/translate';
import { setName } from './cardsText';
import { SetsFacts } from './SetsFacts';

/** A set on the sets index: names, counts, and its first cards' names. */
export function SetsSummary({ set, cards, locale }: { set: CardSet; cards: readonly OfficialCard[]; locale: Locale }) {
  const t = createT(setsMessages, locale);
  const name = setName(set, locale);
  const other = locale === 'fr' ? set.nameEn : set.nameFr;
  return (
    <li className="relative flex flex-col gap-2 rounded-lg border border-black/10 bg-white/70 p-5 hover:border-gold">
      {/* A heading per set for screen readers' heading lists; its link covers the whole box. */}
      <h2 className="font-display text-2xl font-bold">
        <Link href={`/sets/${set.slug}`} className="after:absolute after:inset-0 after:rounded-lg">
          {name}
        </Link>
      </h2>
      {other !== name && <span className="text-sm text-black/60">{t('otherName', { name: other })}</span>}
      <SetsFacts cards={cards} locale={locale} />
      <span className="text-sm text-black/70">
        {cards
          .slice(0, 6)
          .map((c) => c.name)
          .join(' · ')}{' '}
        …
      </span>
    </li>
  );
}
