import { CardFace } from '@/components/card/CardFace';
import type { OfficialCard } from '@/lib/cards';
import type { Locale } from '@/lib/i18n/locales';

/** The card face at the width of its container, with the card's soft shadow. */
export function CardsFace({
  card,
  locale,
  decorative = false,
}: {
  card: OfficialCard;
  locale: Locale;
  decorative?: boolean;
}) {
  const face = <CardFace card={card} locale={locale} className="block h-auto w-full drop-shadow-md" />;
  // Inside a link that already names the card, the face's own label would be read twice.
  return decorative ? <div aria-hidden="true">{face}</div> : face;
}
