import { getSet } from '../../cards/lookups';
import { createT } from '../../i18n/translate';
import { ICON_GRID } from '../icons/abilities';
import { STAT_ICONS } from '../icons/stats';
import { roundedRectPath, type Box } from '../geometry/path';
import { fitParagraph } from './fitParagraph';
import { fitText } from './fitText';
import { incantationEffect } from './incantationEffect';
import { layoutAbilities } from './layoutAbilities';
import { faceMessages } from './messages';
import { motifPrimitives } from './motif';
import { faceKind, MANA_GEM, PALETTES, type FacePalette } from './palette';
import {
  CARD_HEIGHT_MM as H,
  CARD_WIDTH_MM as W,
  type FaceCard,
  type FaceOptions,
  type FacePicture,
  type FacePrimitive,
} from './types';

/** Where things sit on the 56 × 87 mm face. */
export const FACE_BOXES = {
  nameBar: { x: 13, y: 3.2, width: 39.8, height: 8.4 },
  art: { x: 4, y: 13.2, width: 48, height: 37.6 },
  typeLine: { x: 4, y: 51.6, width: 48, height: 4.6 },
  abilities: { x: 4, y: 57, width: 48, height: 14.8 },
  stats: { y: 72.8, height: 8 },
  /** An Incantation's effect, right of its Damage, on the stats row. */
  effect: { x: 20.4, width: 31.6 },
  setLine: { centerY: 83.2 },
} as const;

const r2 = (n: number) => Math.round(n * 100) / 100;

/** Places the picture so that it covers `box` at zoom 1, panned by offsetX/offsetY in [-1, 1]. */
export function placePicture(picture: FacePicture, box: Box): Box {
  const zoom = Math.max(1, picture.zoom);
  const cover = Math.max(box.width / picture.width, box.height / picture.height) * zoom;
  const width = picture.width * cover,
    height = picture.height * cover;
  const clamp = (v: number) => Math.max(-1, Math.min(1, Number.isFinite(v) ? v : 0));
  return {
    x: box.x + ((box.width - width) / 2) * (1 + clamp(picture.offsetX)),
    y: box.y + ((box.height - height) / 2) * (1 + clamp(picture.offsetY)),
    width,
    height,
  };
}

function icon(d: string, x: number, y: number, size: number, fill: string): FacePrimitive {
  return {
    kind: 'group',
    transform: { x: r2(x), y: r2(y), scale: Math.round((size / ICON_GRID) * 10000) / 10000 },
    children: [{ kind: 'path', d, fill, fillRule: 'evenodd' }],
  };
}

function statPill(
  id: string,
  d: string,
  value: string,
  x: number,
  iconFirst: boolean,
  p: FacePalette,
  width = 18,
): FacePrimitive {
  const { y, height } = FACE_BOXES.stats;
  const iconSize = 6.4,
    iconX = iconFirst ? x + 1 : x + width - 1 - iconSize;
  const textX = iconFirst ? x + width - 5 : x + 5;
  return {
    kind: 'group',
    id,
    children: [
      { kind: 'rect', x, y, width, height, radius: height / 2, fill: p.pill, stroke: p.edge, strokeWidth: 0.4 },
      icon(d, iconX, y + (height - iconSize) / 2, iconSize, p.edge),
      fitText({
        text: value,
        font: 'body-700',
        x: textX,
        centerY: y + height / 2,
        maxWidth: 8,
        maxSize: 5.4,
        minSize: 3.5,
        anchor: 'middle',
        fill: '#ffffff',
      }),
    ],
  };
}

/**
 * The card face as drawing primitives in millimetres. Pure: the same input always gives the
 * same primitives, which the SVG component and the PDF renderer both draw.
 */
export function layoutCardFace(card: FaceCard, options: FaceOptions): FacePrimitive[] {
  const t = createT(faceMessages, options.locale);
  const kind = faceKind(card);
  const p = PALETTES[kind];
  const bleed = Math.max(0, options.bleedMm ?? 0);
  const round = (options.corners ?? 'round') === 'round' && bleed === 0;
  const outer = { x: -bleed, y: -bleed, width: W + 2 * bleed, height: H + 2 * bleed };
  const out: FacePrimitive[] = [];

  // Background and a faint copy of the motif run to the bleed edge, so a slightly off cut shows artwork, not paper.
  out.push({
    kind: 'path',
    d: roundedRectPath(outer.x, outer.y, outer.width, outer.height, round ? 3 : 0),
    fill: p.background,
  });
  out.push({
    kind: 'group',
    id: 'frame-texture',
    clip: roundedRectPath(outer.x, outer.y, outer.width, outer.height, round ? 3 : 0),
    children: [...motifPrimitives(card, outer, p), { kind: 'rect', ...outer, fill: p.background, fillOpacity: 0.78 }],
  });
  out.push({
    kind: 'rect',
    x: 1.4,
    y: 1.4,
    width: W - 2.8,
    height: H - 2.8,
    radius: 2,
    stroke: p.edge,
    strokeWidth: 0.5,
  });
  if (kind === 'champion')
    out.push({
      kind: 'rect',
      x: 2.3,
      y: 2.3,
      width: W - 4.6,
      height: H - 4.6,
      radius: 1.5,
      stroke: p.edge,
      strokeWidth: 0.25,
    });

  // Art window: the uploaded picture, else the generated motif.
  const art = FACE_BOXES.art;
  const artClip = roundedRectPath(art.x, art.y, art.width, art.height, 1);
  if (card.picture) {
    out.push({
      kind: 'group',
      id: 'art',
      clip: artClip,
      children: [{ kind: 'image', picture: card.picture, ...placePicture(card.picture, art) }],
    });
  } else {
    out.push({ kind: 'group', id: 'art', clip: artClip, children: motifPrimitives(card, art, p) });
  }
  out.push({ kind: 'path', d: artClip, stroke: p.edge, strokeWidth: 0.45 });

  // Name bar, with the name shrunk (then squeezed) to fit.
  const bar = FACE_BOXES.nameBar;
  out.push({ kind: 'rect', ...bar, radius: 1.6, fill: p.bar, stroke: p.edge, strokeWidth: 0.4 });
  out.push({
    kind: 'group',
    id: 'name',
    children: [
      fitText({
        text: card.name,
        font: 'display-700',
        x: r2(bar.x + 3.2),
        centerY: bar.y + bar.height / 2,
        maxWidth: bar.width - 4.6,
        maxSize: 4.4,
        minSize: 2.6,
        anchor: 'start',
        fill: p.ink,
      }),
    ],
  });

  // Mana gem over the top-left corner.
  const gem = 12;
  out.push({
    kind: 'group',
    id: 'mana',
    children: [
      icon(STAT_ICONS.mana, 1.6, 1.4, gem, p.edge),
      icon(STAT_ICONS.mana, 2.3, 2.2, gem - 1.4, MANA_GEM.fill),
      icon(STAT_ICONS.manaFacets, 2.3, 2.2, gem - 1.4, MANA_GEM.facets),
      fitText({
        text: String(card.mana),
        font: 'body-700',
        x: 7.6,
        centerY: 7.4,
        maxWidth: 7,
        maxSize: 5.6,
        minSize: 3.6,
        anchor: 'middle',
        fill: MANA_GEM.ink,
      }),
    ],
  });

  // Type line.
  const tl = FACE_BOXES.typeLine;
  out.push({ kind: 'rect', ...tl, radius: 0.8, fill: p.pill, fillOpacity: 0.85 });
  out.push(
    fitText({
      text: t(kind),
      font: 'body-600',
      x: tl.x + 1.6,
      centerY: tl.y + tl.height / 2,
      maxWidth: 30,
      maxSize: 2.5,
      minSize: 2,
      anchor: 'start',
      fill: p.edge,
    }),
  );

  // Abilities.
  const ab = FACE_BOXES.abilities;
  out.push({ kind: 'rect', ...ab, radius: 1.2, fill: p.panel, fillOpacity: 0.94 });
  out.push(...layoutAbilities(card.abilities, ab, p, options.locale));

  // Values: Attack and Health for a Creature (or Champion); for an Incantation its Damage and,
  // beside it, what it does in words, so the number is never left to interpretation.
  const value = String(card.attack);
  const effect = incantationEffect(card, options.locale);
  if (effect !== null) {
    out.push(statPill('damage', STAT_ICONS.damage, value, 4, true, p, 15));
    const box = { ...FACE_BOXES.effect, y: FACE_BOXES.stats.y, height: FACE_BOXES.stats.height };
    out.push({
      kind: 'group',
      id: 'effect',
      title: effect,
      children: [
        { kind: 'rect', ...box, radius: 1.2, fill: p.panel, fillOpacity: 0.94, stroke: p.edge, strokeWidth: 0.3 },
        ...fitParagraph({
          text: effect,
          font: 'body-600',
          x: box.x + 0.8,
          y: box.y + 0.4,
          width: box.width - 1.6,
          height: box.height - 0.8,
          maxSize: 2.3,
          minSize: 1.6,
          fill: p.ink,
        }),
      ],
    });
  } else {
    out.push(statPill('attack', STAT_ICONS.attack, value, 4, true, p));
    out.push(statPill('health', STAT_ICONS.health, String(card.health ?? 0), W - 4 - 18, false, p));
  }

  // Set and collector number.
  const set = card.set ? getSet(card.set) : undefined;
  const parts: string[] = [];
  if (set && card.number)
    parts.push(
      t('setLine', {
        set: options.locale === 'fr' ? set.nameFr : set.nameEn,
        number: card.number,
        total: set.printedCards,
      }),
    );
  if (card.verified === false) parts.push(t('unverified'));
  if (parts.length) {
    out.push({
      kind: 'group',
      id: 'set-line',
      children: [
        fitText({
          text: parts.join(' · '),
          font: 'body-600',
          x: W / 2,
          centerY: FACE_BOXES.setLine.centerY,
          maxWidth: 44,
          maxSize: 1.9,
          minSize: 1.5,
          anchor: 'middle',
          fill: p.edge,
        }),
      ],
    });
  }
  return out;
}
