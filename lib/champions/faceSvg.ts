import fontkit from '@pdf-lib/fontkit';
import { roundedRectPath } from '../print/geometry/path';
import { pictureUrl } from '../print/face/pictureUrl';
import { CARD_HEIGHT_MM, CARD_WIDTH_MM, type FacePrimitive, type FontKey, type Paint } from '../print/face/types';

/** The parts of a fontkit font that text-to-path needs. */
interface OutlineFont {
  unitsPerEm: number;
  layout(text: string): { glyphs: Array<{ path: { toSVG(): string } }>; positions: Array<{ xAdvance: number; xOffset: number; yOffset: number }> };
}

export type OutlineFonts = Record<FontKey, OutlineFont>;

/** Opens the card fonts (the same WOFF files the PDF embeds) for outlining. */
export function openOutlineFonts(bytes: Record<FontKey, Uint8Array>): OutlineFonts {
  const open = (b: Uint8Array) => fontkit.create(Buffer.from(b)) as unknown as OutlineFont;
  return { 'display-700': open(bytes['display-700']), 'body-600': open(bytes['body-600']), 'body-700': open(bytes['body-700']) };
}

const n = (v: number) => String(Math.round(v * 1000) / 1000);
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function paint(p: Paint): string {
  const attrs = [`fill="${p.fill ?? 'none'}"`];
  if (p.fillOpacity !== undefined) attrs.push(`fill-opacity="${n(p.fillOpacity)}"`);
  if (p.fillRule) attrs.push(`fill-rule="${p.fillRule}"`);
  if (p.stroke) attrs.push(`stroke="${p.stroke}"`, `stroke-width="${n(p.strokeWidth ?? 0)}"`);
  if (p.strokeOpacity !== undefined) attrs.push(`stroke-opacity="${n(p.strokeOpacity)}"`);
  return attrs.join(' ');
}

/**
 * Text as glyph outlines: renderers without the card fonts (resvg inside next/og) draw it
 * exactly, and the advance matches the PDF writer's (layout advances × size × scaleX).
 */
function textPath(p: Extract<FacePrimitive, { kind: 'text' }>, fonts: OutlineFonts): string {
  const font = fonts[p.font];
  const run = font.layout(p.text);
  const scale = p.size / font.unitsPerEm;
  const total = run.positions.reduce((sum, pos) => sum + pos.xAdvance, 0) * scale * p.scaleX;
  let x = p.anchor === 'start' ? p.x : p.anchor === 'middle' ? p.x - total / 2 : p.x - total;
  const glyphs: string[] = [];
  run.glyphs.forEach((glyph, i) => {
    const pos = run.positions[i];
    const d = glyph.path.toSVG();
    if (d) glyphs.push(`<path transform="translate(${n(x + pos.xOffset * scale * p.scaleX)} ${n(p.y - pos.yOffset * scale)}) scale(${n(scale * p.scaleX)} ${n(-scale)})" d="${d}"/>`);
    x += pos.xAdvance * scale * p.scaleX;
  });
  const opacity = p.fillOpacity !== undefined ? ` fill-opacity="${n(p.fillOpacity)}"` : '';
  return `<g fill="${p.fill}"${opacity}>${glyphs.join('')}</g>`;
}

function draw(primitives: FacePrimitive[], fonts: OutlineFonts, ids: { next: number }): string {
  let out = '';
  for (const p of primitives) {
    if (p.kind === 'path') out += `<path d="${p.d}" ${paint(p)}/>`;
    else if (p.kind === 'rect') out += `<path d="${roundedRectPath(p.x, p.y, p.width, p.height, p.radius ?? 0)}" ${paint(p)}/>`;
    else if (p.kind === 'text') out += textPath(p, fonts);
    else if (p.kind === 'image') out += `<image href="${esc(pictureUrl(p.picture))}" x="${n(p.x)}" y="${n(p.y)}" width="${n(p.width)}" height="${n(p.height)}" preserveAspectRatio="none"/>`;
    else {
      const transform = p.transform ? ` transform="translate(${n(p.transform.x)} ${n(p.transform.y)}) scale(${n(p.transform.scale)})"` : '';
      let clip = '';
      if (p.clip) {
        const id = `c${ids.next++}`;
        out += `<clipPath id="${id}"><path d="${p.clip}"/></clipPath>`;
        clip = ` clip-path="url(#${id})"`;
      }
      out += `<g${transform}${clip}>${draw(p.children, fonts, ids)}</g>`;
    }
  }
  return out;
}

/**
 * A standalone SVG document of layout primitives, `widthPx` wide, in the face's mm space,
 * with every text outlined: what raster renderers without our fonts need.
 */
export function faceToSvg(primitives: FacePrimitive[], fonts: OutlineFonts, widthPx: number): string {
  const height = Math.round((widthPx * CARD_HEIGHT_MM) / CARD_WIDTH_MM);
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${widthPx}" height="${height}" viewBox="0 0 ${CARD_WIDTH_MM} ${CARD_HEIGHT_MM}">${draw(primitives, fonts, { next: 0 })}</svg>`;
}
