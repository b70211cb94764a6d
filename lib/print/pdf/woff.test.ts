import fontkit from '@pdf-lib/fontkit';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff';

const file = path.join(process.cwd(), 'node_modules/@fontsource/cinzel/files/cinzel-latin-700-normal.woff');

describe('woffToSfnt', () => {
  it('yields the same font: glyphs, metrics and outlines', () => {
    const woff = new Uint8Array(readFileSync(file));
    const sfnt = woffToSfnt(woff);
    expect(new DataView(sfnt.buffer).getUint32(0)).toBe(0x00010000);
    const a = fontkit.create(woff as Buffer),
      b = fontkit.create(sfnt as Buffer);
    expect(b.numGlyphs).toBe(a.numGlyphs);
    expect(b.postscriptName).toBe(a.postscriptName);
    for (const text of ['Gesticulateur Toxique', 'Félonie · 25/36']) {
      expect(b.layout(text).advanceWidth).toBe(a.layout(text).advanceWidth);
      expect(b.layout(text).glyphs.map((g) => g.path.toSVG())).toEqual(
        a.layout(text).glyphs.map((g) => g.path.toSVG()),
      );
    }
  });

  it('refuses other files', () => {
    expect(() => woffToSfnt(new TextEncoder().encode('x'.repeat(64)))).toThrow(/Not a WOFF/);
  });
});
