import type { OfficialCard } from '@/lib/cards';
import type { Locale } from '@/lib/i18n/locales';

/** The card face at the size of its container (placeholder until the SVG face lands). */
export function CardsFace({ card }: { card: OfficialCard; locale: Locale }) {
  return (
    <div className="flex aspect-[56/87] w-full flex-col justify-between rounded-lg border-2 border-ink bg-white p-2 text-xs">
      <span className="font-bold">{card.mana}</span>
      <span className="text-center font-display">{card.name}</span>
      <span>{card.attack} / {card.health ?? '–'}</span>
    </div>
  );
}
