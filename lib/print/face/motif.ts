import { ABILITY_ICONS, ICON_GRID } from '../icons/abilities';
import { STAT_ICONS } from '../icons/stats';
import { circlePath, polygonPath, type Box } from '../geometry/path';
import type { FaceCard, FacePrimitive } from './types';
import type { FacePalette } from './palette';
import { seededRandom } from '../../random/mulberry32';

/** FNV-1a: a stable 32-bit hash of the slug. */
export function hashSlug(slug: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < slug.length; i++) {
    h ^= slug.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function hsl(h: number, s: number, l: number): string {
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const a = s * Math.min(l, 1 - l);
    const v = l - a * Math.max(-1, Math.min(k - 3, Math.min(9 - k, 1)));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

const r2 = (n: number) => Math.round(n * 100) / 100;
export const PATTERNS = ['rings', 'rays', 'tiles', 'waves'] as const;

/**
 * A generated motif filling `box`: a two-colour gradient, a geometric pattern and a faint
 * emblem, all derived from the card's slug. No publisher artwork is ever drawn.
 */
export function motifPrimitives(card: FaceCard, box: Box, palette: FacePalette): FacePrimitive[] {
  const rand = seededRandom(hashSlug(card.slug));
  const [h0, h1] = palette.hues;
  const hue = h0 + rand() * (h1 - h0);
  const top = hsl(hue, 0.45, 0.3 + rand() * 0.08);
  const bottom = hsl((hue + 25 + rand() * 40) % 360, 0.5, 0.16 + rand() * 0.06);
  const out: FacePrimitive[] = [{ kind: 'rect', ...box, fill: bottom }];
  // Bands rather than a gradient object: both renderers then draw the exact same thing.
  const bands = 16;
  for (let i = 0; i < bands; i++) {
    out.push({
      kind: 'rect',
      x: box.x,
      y: r2(box.y + (box.height * i) / bands),
      width: box.width,
      height: r2(box.height / bands + 0.05),
      fill: top,
      fillOpacity: r2(1 - i / bands),
    });
  }
  const light = hsl((hue + 180) % 360, 0.55, 0.75);
  const pattern = PATTERNS[Math.floor(rand() * PATTERNS.length)];
  const cx = box.x + box.width * (0.25 + rand() * 0.5),
    cy = box.y + box.height * (0.25 + rand() * 0.5);
  const reach = Math.hypot(box.width, box.height);
  if (pattern === 'rings') {
    const step = 2.5 + rand() * 2.5;
    for (let r = reach; r > step; r -= step * 2) {
      out.push({
        kind: 'path',
        d: circlePath(r2(cx), r2(cy), r2(r)) + circlePath(r2(cx), r2(cy), r2(r - step)),
        fill: light,
        fillOpacity: 0.12,
        fillRule: 'evenodd',
      });
    }
  } else if (pattern === 'rays') {
    const count = 12 + Math.floor(rand() * 12),
      turn = rand() * Math.PI;
    for (let i = 0; i < count; i++) {
      const a = turn + (2 * Math.PI * i) / count,
        w = Math.PI / count / 2;
      out.push({
        kind: 'path',
        d: polygonPath([
          [cx, cy],
          [cx + reach * Math.cos(a - w), cy + reach * Math.sin(a - w)],
          [cx + reach * Math.cos(a + w), cy + reach * Math.sin(a + w)],
        ]),
        fill: light,
        fillOpacity: 0.1,
      });
    }
  } else if (pattern === 'tiles') {
    const s = 4 + rand() * 3;
    for (let y = box.y - s; y < box.y + box.height + s; y += s) {
      for (let x = box.x - s; x < box.x + box.width + s; x += s) {
        const o = rand();
        if (o < 0.35) continue;
        out.push({
          kind: 'path',
          d: polygonPath([
            [x + s / 2, y],
            [x + s, y + s / 2],
            [x + s / 2, y + s],
            [x, y + s / 2],
          ]),
          fill: light,
          fillOpacity: r2(0.04 + o * 0.1),
        });
      }
    }
  } else {
    const step = 3 + rand() * 3,
      amp = 0.8 + rand() * 1.5;
    for (let y = box.y; y < box.y + box.height + step; y += step * 2) {
      let d = `M${r2(box.x - 2)} ${r2(y)}`;
      for (let x = box.x - 2; x < box.x + box.width + 2; x += 6)
        d += `Q${r2(x + 1.5)} ${r2(y - amp)} ${r2(x + 3)} ${r2(y)}T${r2(x + 6)} ${r2(y)}`;
      d += `V${r2(y + step)}H${r2(box.x - 2)}Z`;
      out.push({ kind: 'path', d, fill: light, fillOpacity: 0.1 });
    }
  }
  const emblem = card.abilities[0]
    ? ABILITY_ICONS[card.abilities[0].ability].d
    : card.type === 'incantation'
      ? STAT_ICONS.damage
      : STAT_ICONS.attack;
  const size = Math.min(box.width, box.height) * 0.62;
  out.push({
    kind: 'group',
    transform: {
      x: r2(box.x + (box.width - size) / 2),
      y: r2(box.y + (box.height - size) / 2),
      scale: r2(size / ICON_GRID),
    },
    children: [{ kind: 'path', d: emblem, fill: light, fillOpacity: 0.2, fillRule: 'evenodd' }],
  });
  return [{ kind: 'group', clip: `M${box.x} ${box.y}h${box.width}v${box.height}h${-box.width}Z`, children: out }];
}
