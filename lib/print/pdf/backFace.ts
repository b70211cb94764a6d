import { circlePath, roundedRectPath } from '../geometry/path';
import { fitText } from '../face/fitText';
import { motifPrimitives } from '../face/motif';
import { PALETTES } from '../face/palette';
import { CARD_HEIGHT_MM as H, CARD_WIDTH_MM as W, type FacePrimitive } from '../face/types';

const BACK_PALETTE = { ...PALETTES.champion, background: '#1b1f33', hues: [215, 255] as [number, number] };

/** Our own card back: a generated pattern and the Erret wordmark, symmetric so a mirrored print still reads. */
export function layoutCardBack(bleedMm: number, subtitle: string): FacePrimitive[] {
  const outer = { x: -bleedMm, y: -bleedMm, width: W + 2 * bleedMm, height: H + 2 * bleedMm };
  const p = BACK_PALETTE;
  return [
    { kind: 'rect', ...outer, fill: p.background },
    ...motifPrimitives(
      { slug: 'erret-card-back', name: 'Erret', type: 'creature', mana: 0, attack: 0, health: 0, abilities: [] },
      outer,
      p,
    ),
    { kind: 'path', d: roundedRectPath(2, 2, W - 4, H - 4, 2.5), stroke: p.edge, strokeWidth: 0.6 },
    { kind: 'path', d: roundedRectPath(3.2, 3.2, W - 6.4, H - 6.4, 1.8), stroke: p.edge, strokeWidth: 0.25 },
    {
      kind: 'path',
      d: circlePath(W / 2, H / 2, 15) + circlePath(W / 2, H / 2, 13.8),
      fill: p.edge,
      fillRule: 'evenodd',
    },
    { kind: 'path', d: circlePath(W / 2, H / 2, 13.8), fill: p.background, fillOpacity: 0.85 },
    fitText({
      text: 'ERRET',
      font: 'display-700',
      x: W / 2,
      centerY: H / 2 - 1,
      maxWidth: 24,
      maxSize: 6,
      minSize: 4,
      anchor: 'middle',
      fill: p.edge,
    }),
    fitText({
      text: subtitle,
      font: 'body-600',
      x: W / 2,
      centerY: H / 2 + 5,
      maxWidth: 22,
      maxSize: 2.2,
      minSize: 1.6,
      anchor: 'middle',
      fill: p.bar,
    }),
  ];
}
