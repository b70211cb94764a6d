import type { AbilitySlug } from '@/lib/cards/types';
import type { Locale } from '@/lib/i18n/locales';
import { ABILITY_ICONS, AURA_ICON_SCALE, AURA_MARKER, ICON_GRID } from '@/lib/print/icons/abilities';
import { abilityLabel } from '@/lib/print/face/layoutAbilities';

export interface CardAbilityIconProps {
  ability: AbilitySlug;
  locale: Locale;
  aura?: boolean;
  /** CSS size; defaults to 1em so the icon follows the text around it. */
  size?: number | string;
  className?: string;
  /** Hide from screen readers when a visible label already names the ability. */
  decorative?: boolean;
}

/** One ability icon (with the Aura arrows when `aura`), in currentColor, at any size. */
export function CardAbilityIcon({
  ability,
  locale,
  aura = false,
  size = '1em',
  className,
  decorative = false,
}: CardAbilityIconProps) {
  const label = abilityLabel({ ability, aura }, locale);
  const inset = (ICON_GRID * (1 - AURA_ICON_SCALE)) / 2;
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${ICON_GRID} ${ICON_GRID}`}
      width={size}
      height={size}
      className={className}
      fill="currentColor"
      {...a11y}
    >
      {decorative ? null : <title>{label}</title>}
      {aura ? (
        <>
          <path d={AURA_MARKER.d} fillRule="evenodd" />
          <path
            d={ABILITY_ICONS[ability].d}
            fillRule="evenodd"
            transform={`translate(${inset} ${inset}) scale(${AURA_ICON_SCALE})`}
          />
        </>
      ) : (
        <path d={ABILITY_ICONS[ability].d} fillRule="evenodd" />
      )}
    </svg>
  );
}

export { CardAbilityIcon as AbilityIcon };
