import type { FontKey } from './types';
import { METRICS_CHARS, METRICS_TABLE } from './fontMetrics.data';

export interface FontMetrics {
  /** Per mille of the em. */
  capHeight: number;
  /** Advance widths, per mille of the em, in the order of METRICS_CHARS. */
  widths: number[];
}

const index = new Map([...METRICS_CHARS].map((ch, i) => [ch, i]));
// Unknown characters count as wide so that a name never overflows for lack of a measure.
const FALLBACK_WIDTH = 900;

/** Width of `text` in mm at `size` mm, from the fonts' advance widths (kerning ignored). */
export function measureText(text: string, font: FontKey, size: number): number {
  const widths = METRICS_TABLE[font].widths;
  let total = 0;
  for (const ch of text) {
    const i = index.get(ch);
    total += i === undefined ? FALLBACK_WIDTH : widths[i];
  }
  return (total / 1000) * size;
}

export function capHeight(font: FontKey, size: number): number {
  return (METRICS_TABLE[font].capHeight / 1000) * size;
}
