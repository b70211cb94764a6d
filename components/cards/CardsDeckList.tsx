import Link from 'next/link';
import type { OfficialCard } from '@/lib/cards';
import type { Locale } from '@/lib/i18n/locales';
import { cardDescription } from './cardsText';

/** A deck as a compact list: Mana badge and name, each linking to the card page. */
export function CardsDeckList({
  cards,
  locale,
  label,
}: {
  cards: readonly OfficialCard[];
  locale: Locale;
  label: string;
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-1.5">
      {[...cards]
        .sort((a, b) => a.mana - b.mana || a.name.localeCompare(b.name))
        .map((card) => (
          <li key={card.slug}>
            <Link
              href={`/cards/${card.slug}`}
              aria-label={cardDescription(card, locale)}
              data-card={card.slug}
              className="flex items-center gap-2 rounded-md border border-black/10 bg-white px-2 py-1.5 hover:border-gold"
            >
              <span
                aria-hidden="true"
                className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white ${card.type === 'creature' ? 'bg-tide' : 'bg-ember'}`}
              >
                {card.mana}
              </span>
              {/* Whole names, on two lines if need be: a cut name ("Lieutenan…") is another card's start. */}
              <span className="min-w-0 text-sm leading-tight font-semibold [overflow-wrap:anywhere]">{card.name}</span>
            </Link>
          </li>
        ))}
    </ul>
  );
}
