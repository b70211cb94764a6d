import { describeCardFace } from '../face/describe';
import { layoutCardFace } from '../face/layout';
import { pictureUrl } from '../face/pictureUrl';
import {
  CARD_HEIGHT_MM as H,
  CARD_WIDTH_MM as W,
  type FaceCard,
  type FaceOptions,
  type FacePrimitive,
  type FontKey,
} from '../face/types';

export type TextPrimitive = Extract<FacePrimitive, { kind: 'text' }>;
/** Turns a text primitive into path data (in the same mm space), so the SVG needs no font. */
export type TextOutliner = (text: TextPrimitive) => string;

const FONT_FAMILY: Record<FontKey, [string, number]> = {
  'display-700': ['Cinzel, Georgia, serif', 700],
  'body-600': ['Inter, system-ui, sans-serif', 600],
  'body-700': ['Inter, system-ui, sans-serif', 700],
};

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const attr = (name: string, value: string | number | undefined) =>
  value === undefined ? '' : ` ${name}="${typeof value === 'string' ? escapeXml(value) : value}"`;

function paint(p: {
  fill?: string;
  fillOpacity?: number;
  fillRule?: string;
  stroke?: string;
  strokeWidth?: number;
  strokeOpacity?: number;
}): string {
  return (
    attr('fill', p.fill ?? 'none') +
    attr('fill-opacity', p.fillOpacity) +
    attr('fill-rule', p.fillRule) +
    attr('stroke', p.stroke) +
    attr('stroke-width', p.strokeWidth) +
    attr('stroke-opacity', p.strokeOpacity)
  );
}

/** Serialises primitives as SVG markup; `uid` keeps clip ids unique within a document. */
export function primitivesToSvg(primitives: FacePrimitive[], uid: string, outline?: TextOutliner): string {
  return primitives
    .map((p, i): string => {
      const id = `${uid}-${i}`;
      switch (p.kind) {
        case 'path':
          return `<path${attr('d', p.d)}${paint(p)}/>`;
        case 'rect':
          return `<rect${attr('x', p.x)}${attr('y', p.y)}${attr('width', p.width)}${attr('height', p.height)}${attr('rx', p.radius)}${paint(p)}/>`;
        case 'text': {
          if (outline)
            return `<path${attr('d', outline(p))}${attr('fill', p.fill)}${attr('fill-opacity', p.fillOpacity)}/>`;
          const [family, weight] = FONT_FAMILY[p.font];
          return (
            `<text${attr('x', p.x)}${attr('y', p.y)}${attr('font-size', p.size)}${attr('font-family', family)}${attr('font-weight', weight)}${attr('text-anchor', p.anchor)}${attr('fill', p.fill)}` +
            `${attr('textLength', Math.round(p.width * p.scaleX * 100) / 100)} lengthAdjust="spacingAndGlyphs">${escapeXml(p.text)}</text>`
          );
        }
        case 'image':
          return `<image${attr('href', pictureUrl(p.picture))}${attr('x', p.x)}${attr('y', p.y)}${attr('width', p.width)}${attr('height', p.height)} preserveAspectRatio="none"/>`;
        case 'group': {
          const transform = p.transform
            ? attr('transform', `translate(${p.transform.x} ${p.transform.y}) scale(${p.transform.scale})`)
            : '';
          const clip = p.clip ? `<clipPath id="${id}c"><path${attr('d', p.clip)}/></clipPath>` : '';
          const title = p.title ? `<title>${escapeXml(p.title)}</title>` : '';
          return `<g${transform}${p.clip ? attr('clip-path', `url(#${id}c)`) : ''}>${title}${clip}${primitivesToSvg(p.children, id, outline)}</g>`;
        }
      }
    })
    .join('');
}

export interface FaceSvgOptions extends FaceOptions {
  /** Outline text as paths: the SVG then renders the same with no fonts installed (OG images, rasterisers). */
  outline?: TextOutliner;
  /** Pixel width written on the root element; the height follows the card's proportions. */
  widthPx?: number;
}

/** A standalone SVG document of the card face, in millimetre user units. */
export function cardFaceSvg(card: FaceCard, options: FaceSvgOptions): string {
  const b = Math.max(0, options.bleedMm ?? 0);
  const size = options.widthPx
    ? attr('width', options.widthPx) + attr('height', Math.round((options.widthPx * (H + 2 * b)) / (W + 2 * b)))
    : '';
  const body = primitivesToSvg(layoutCardFace(card, options), 'f', options.outline);
  return `<svg xmlns="http://www.w3.org/2000/svg"${attr('viewBox', `${-b} ${-b} ${W + 2 * b} ${H + 2 * b}`)}${size} role="img"${attr('aria-label', describeCardFace(card, options.locale))}>${body}</svg>`;
}
