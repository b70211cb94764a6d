import { capHeight, measureText } from './fontMetrics';
import type { FacePrimitive, FontKey } from './types';

export interface FitOptions {
  text: string;
  font: FontKey;
  /** Centre of the line box. */
  x: number;
  centerY: number;
  maxWidth: number;
  maxSize: number;
  minSize: number;
  anchor: 'start' | 'middle' | 'end';
  fill: string;
}

/**
 * Largest size between minSize and maxSize at which the text fits maxWidth; below minSize it
 * squeezes horizontally instead, so long names stay legible and never overflow.
 */
export function fitText(o: FitOptions): Extract<FacePrimitive, { kind: 'text' }> {
  const atMax = measureText(o.text, o.font, o.maxSize);
  let size = o.maxSize;
  if (atMax > o.maxWidth) size = Math.max(o.minSize, (o.maxSize * o.maxWidth) / atMax);
  // The epsilon keeps 2.3 at 2.3 (2.3 × 100 is 229.99…9 in floating point).
  size = Math.floor(size * 100 + 1e-9) / 100;
  const width = measureText(o.text, o.font, size);
  const scaleX = width > o.maxWidth ? Math.floor((o.maxWidth / width) * 1000) / 1000 : 1;
  const baseline = o.centerY + capHeight(o.font, size) / 2;
  return {
    kind: 'text',
    text: o.text,
    font: o.font,
    size,
    anchor: o.anchor,
    fill: o.fill,
    x: o.x,
    y: Math.round(baseline * 100) / 100,
    width: Math.round(width * 100) / 100,
    scaleX,
  };
}
