import fontkit from '@pdf-lib/fontkit';
import { loadFontBytes } from '../pdf/fontFiles';
import type { FontKey } from './types';
import type { FontMetrics } from './fontMetrics';

/** The characters we measure: Latin-1 plus the typographic marks French names use. */
export const MEASURED_CHARS =
  Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('') +
  Array.from({ length: 0x100 - 0xa0 }, (_, i) => String.fromCharCode(0xa0 + i)).join('') +
  '\u0152\u0153\u2018\u2019\u201c\u201d\u2013\u2014\u2026\u20ac';

/** Reads advance widths from the real font files (Node only; used to generate and check the table). */
export async function readFontMetrics(): Promise<Record<FontKey, FontMetrics>> {
  const bytes = await loadFontBytes();
  const out = {} as Record<FontKey, FontMetrics>;
  for (const key of Object.keys(bytes) as FontKey[]) {
    const font = fontkit.create(bytes[key] as Buffer);
    const scale = 1000 / font.unitsPerEm;
    const widths = [...MEASURED_CHARS].map((ch) =>
      Math.round(font.glyphForCodePoint(ch.codePointAt(0)!).advanceWidth * scale),
    );
    out[key] = { capHeight: Math.round(font.capHeight * scale), widths };
  }
  return out;
}
