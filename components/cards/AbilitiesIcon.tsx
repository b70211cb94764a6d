import { CardAbilityIcon } from '@/components/card/CardAbilityIcon';
import type { AbilitySlug } from '@/lib/cards';
import type { Locale } from '@/lib/i18n/locales';
import { AURA_MARKER, ICON_GRID } from '@/lib/print/icons/abilities';

/** An ability's icon in a round badge; 'aura' draws the Aura arrows alone. Decorative: a visible name is always beside it. */
export function AbilitiesIcon({
  ability,
  locale,
  aura = false,
  size = 24,
}: {
  ability: AbilitySlug | 'aura';
  locale: Locale;
  aura?: boolean;
  size?: number;
}) {
  const inner = Math.round(size * 0.72);
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size }}
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-ink text-parchment"
    >
      {ability === 'aura' ? (
        <svg viewBox={`0 0 ${ICON_GRID} ${ICON_GRID}`} width={inner} height={inner} fill="currentColor">
          <path d={AURA_MARKER.d} fillRule="evenodd" />
        </svg>
      ) : (
        <CardAbilityIcon ability={ability} locale={locale} aura={aura} size={inner} decorative />
      )}
    </span>
  );
}
