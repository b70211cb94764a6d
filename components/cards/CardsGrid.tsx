import type { OfficialCard } from '@/lib/cards';
import type { Locale } from '@/lib/i18n/locales';
import { CardsGridItem } from './CardsGridItem';

// The first cards are drawn at once: skipping them until seen would let the page shift under
// the reader's finger as they come into view (and a tap meant for "Show all" would land on a card).
const EAGER_ITEMS = 24;

/**
 * A responsive grid of card faces, each a link to its card page. `facesInBrowser` draws the
 * faces in the browser from the cards' data (see CardsFaceLive).
 */
export function CardsGrid({
  cards,
  locale,
  label,
  facesInBrowser,
}: {
  cards: readonly OfficialCard[];
  locale: Locale;
  label?: string;
  facesInBrowser?: boolean;
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-6">
      {cards.map((card, i) => (
        <CardsGridItem
          key={card.slug}
          card={card}
          locale={locale}
          facesInBrowser={facesInBrowser}
          lazy={i >= EAGER_ITEMS}
        />
      ))}
    </ul>
  );
}
