import { readFileSync } from 'node:fs';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { loadFontBytes } from '../print/pdf/fontFiles';
import { normalizeChampionName } from './name';

interface Font {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

/**
 * The fonts that draw a Champion's name: the card fonts both the PDF (embedded) and the card
 * image (outlined to paths) use, and next/og's own font for the title of the sharing image.
 */
async function renderingFonts(): Promise<Array<[string, Font]>> {
  const card = Object.entries(await loadFontBytes()).map(([key, bytes]): [string, Font] => [
    key,
    fontkit.create(Buffer.from(bytes)) as unknown as Font,
  ]);
  const og = readFileSync(path.join(process.cwd(), 'node_modules/next/dist/compiled/@vercel/og/Geist-Regular.ttf'));
  return [...card, ['next/og Geist', fontkit.create(og) as unknown as Font]];
}

describe('the characters a Champion name may hold', () => {
  it('all have a glyph in every font that draws the name', async () => {
    const fonts = await renderingFonts();
    const accepted = new Set<number>();
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      // Between two letters, so a space counts and a combining accent composes as it would in a name.
      const result = normalizeChampionName(`A${String.fromCodePoint(codePoint)}A`);
      if (result.ok) for (const char of result.name) accepted.add(char.codePointAt(0)!);
    }
    expect(accepted.size).toBeGreaterThan(100);
    const missing = fonts.flatMap(([font, face]) =>
      [...accepted]
        .filter((c) => !face.hasGlyphForCodePoint(c))
        .map((c) => `${font}: U+${c.toString(16).toUpperCase()}`),
    );
    expect(missing).toEqual([]);
  });

  it('include the accents of Western European names', () => {
    for (const name of ['Ødegård', 'Chloé Müller', 'Œdipe', 'Ñandú', 'Ætheling', 'Straße']) {
      expect(normalizeChampionName(name)).toEqual({ ok: true, name });
    }
  });

  it('refuse, naming it, the first character the card would print as an empty box', () => {
    const cases: Array<[string, string, string]> = [
      ['Łukasz Ødegård ő č ș', 'Ł', 'U+0141'],
      ['Nguyễn Đức', 'ễ', 'U+1EC5'],
      ['Ａｂｃ', 'Ａ', 'U+FF21'],
      ['Dragon 🐉', '🐉', 'U+1F409'],
      ['x\u0301', '◌\u0301', 'U+0301'],
    ];
    for (const [name, char, code] of cases) {
      const result = normalizeChampionName(name);
      expect(result.ok, name).toBe(false);
      if (result.ok) continue;
      expect(result.error.message).toContain(`cannot print “${char}” (${code})`);
      expect(result.error.messageFr).toContain(`ne peut pas imprimer « ${char} » (${code})`);
    }
  });
});
