import type { OfficialCard } from '@/lib/cards';
import type { Locale } from '@/lib/i18n/locales';
import { CardsFace } from './CardsFace';
import { CardsFaceLive } from './CardsFaceLive';
import { cardDescription } from './cardsText';

export function CardsGridItem({ card, locale, facesInBrowser = false }: { card: OfficialCard; locale: Locale; facesInBrowser?: boolean }) {
  const Face = facesInBrowser ? CardsFaceLive : CardsFace;
  return (
    <li className="[content-visibility:auto] [contain-intrinsic-size:auto_16rem]">
      <a href={`/cards/${card.slug}`} aria-label={cardDescription(card, locale)} data-card={card.slug}
        className="block rounded-xl transition-transform hover:-translate-y-0.5 hover:drop-shadow-lg focus-visible:-translate-y-0.5">
        <Face card={card} locale={locale} decorative />
      </a>
    </li>
  );
}
