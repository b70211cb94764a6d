import Link from 'next/link';
import type { OfficialCard } from '@/lib/cards';
import type { Locale } from '@/lib/i18n/locales';
import { CardsFace } from './CardsFace';
import { cardDescription } from './cardsText';

export function CardsGridItem({ card, locale }: { card: OfficialCard; locale: Locale }) {
  return (
    <li className="[content-visibility:auto] [contain-intrinsic-size:auto_16rem]">
      <Link href={`/cards/${card.slug}`} aria-label={cardDescription(card, locale)} data-card={card.slug}
        className="block rounded-xl transition-transform hover:-translate-y-0.5 hover:drop-shadow-lg focus-visible:-translate-y-0.5">
        <CardsFace card={card} locale={locale} decorative />
      </Link>
    </li>
  );
}
