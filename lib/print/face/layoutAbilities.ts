import { getAbility } from '../../cards/lookups';
import type { Locale } from '../../i18n/locales';
import { createT } from '../../i18n/translate';
import { ABILITY_ICONS, AURA_ICON_SCALE, AURA_MARKER, ICON_GRID } from '../icons/abilities';
import { circlePath, type Box } from '../geometry/path';
import { fitText } from './fitText';
import { faceMessages } from './messages';
import type { FacePalette } from './palette';
import type { CardAbility } from '../../cards/types';
import type { FacePrimitive } from './types';

const r2 = (n: number) => Math.round(n * 100) / 100;

export function abilityName(ability: CardAbility['ability'], locale: Locale): string {
  const info = getAbility(ability);
  if (!info) return ability;
  return locale === 'fr' ? info.nameFr : info.nameEn;
}

export function abilityLabel(entry: CardAbility, locale: Locale): string {
  const name = abilityName(entry.ability, locale);
  return entry.aura ? createT(faceMessages, locale)('aura', { name }) : name;
}

/** The ability row: one badge per ability, the Aura arrows around aura badges, names when room allows. */
export function layoutAbilities(
  abilities: CardAbility[],
  box: Box,
  palette: FacePalette,
  locale: Locale,
): FacePrimitive[] {
  const out: FacePrimitive[] = [];
  const n = abilities.length;
  if (n === 0) {
    const y = r2(box.y + box.height / 2);
    out.push({
      kind: 'path',
      d: `M${box.x + 12} ${y}H${box.x + box.width - 12}`,
      stroke: palette.edge,
      strokeWidth: 0.3,
    });
    out.push({
      kind: 'path',
      d: `M${box.x + box.width / 2} ${y - 1.2}l1.2 1.2l-1.2 1.2l-1.2 -1.2Z`,
      fill: palette.edge,
    });
    return out;
  }
  const withLabels = n <= 3;
  const slot = box.width / n;
  const size = Math.min(withLabels ? 10 : 11, slot - 0.8);
  const cy = box.y + (withLabels ? size / 2 + 0.6 : box.height / 2);
  abilities.forEach((entry, i) => {
    const cx = box.x + slot * (i + 0.5);
    const badge = entry.aura ? size * AURA_ICON_SCALE : size * 0.9;
    const icon = badge * 0.7;
    const children: FacePrimitive[] = [
      {
        kind: 'path',
        d: circlePath(r2(cx), r2(cy), r2(badge / 2)),
        fill: entry.aura ? palette.accent : '#ffffff',
        stroke: palette.edge,
        strokeWidth: 0.35,
      },
      {
        kind: 'group',
        transform: { x: r2(cx - icon / 2), y: r2(cy - icon / 2), scale: r2((icon / ICON_GRID) * 1000) / 1000 },
        children: [
          {
            kind: 'path',
            d: ABILITY_ICONS[entry.ability].d,
            fill: entry.aura ? '#ffffff' : palette.ink,
            fillRule: 'evenodd',
          },
        ],
      },
    ];
    if (entry.aura) {
      children.push({
        kind: 'group',
        id: 'aura-marker',
        transform: {
          x: r2(cx - size / 2),
          y: r2(cy - size / 2),
          scale: Math.round((size / ICON_GRID) * 100000) / 100000,
        },
        children: [{ kind: 'path', d: AURA_MARKER.d, fill: palette.accent, fillRule: 'evenodd' }],
      });
    }
    if (withLabels) {
      children.push(
        fitText({
          text: abilityName(entry.ability, locale),
          font: 'body-600',
          x: r2(cx),
          centerY: r2(box.y + box.height - 1.9),
          maxWidth: slot - 1,
          maxSize: 2.2,
          minSize: 1.7,
          anchor: 'middle',
          fill: palette.ink,
        }),
      );
    }
    out.push({ kind: 'group', id: `ability-${entry.ability}`, title: abilityLabel(entry, locale), children });
  });
  return out;
}
