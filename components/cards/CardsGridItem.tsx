import type { OfficialCard } from '@/lib/cards';
import type { Locale } from '@/lib/i18n/locales';
import { CardsFace } from './CardsFace';
import { CardsFaceLive } from './CardsFaceLive';
import { cardDescription } from './cardsText';

/** `lazy`: drawn only when it comes near the screen (long lists). */
export function CardsGridItem({
  card,
  locale,
  facesInBrowser = false,
  lazy = false,
}: {
  card: OfficialCard;
  locale: Locale;
  facesInBrowser?: boolean;
  lazy?: boolean;
}) {
  const Face = facesInBrowser ? CardsFaceLive : CardsFace;
  return (
    <li className={lazy ? '[content-visibility:auto] [contain-intrinsic-size:auto_16rem]' : undefined}>
      <a
        href={`/cards/${card.slug}`}
        aria-label={cardDescription(card, locale)}
        data-card={card.slug}
        className="block rounded-xl transition-transform hover:-translate-y-0.5 hover:drop-shadow-lg focus-visible:-translate-y-0.5"
      >
        <Face card={card} locale={locale} decorative />
      </a>
    </li>
  );
}
