import { bilingual } from './messages';
import type { BilingualMessage } from './types';

export const NAME_MAX_LENGTH = 40;
const ALLOWED_PUNCTUATION = "' ’ - . , ! ? & : ( )";

// Markup gets its own message: it is the one mistake worth naming precisely.
const MARKUP = /[<>]/;
// Control, format (zero-width, bidi overrides) and private-use characters hide text or reorder it.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}]/u;
// The card fonts (Cinzel and Inter, "latin" subsets, in the PDF and the card image) draw the
// letters of Western European languages and nothing else: Ł, ő, Đ or full-width Ａ would print
// as empty boxes. name.glyphs.test.ts checks every accepted character against the font files.
const PRINTABLE_CHARACTER = /^[A-Za-z0-9À-ÖØ-öø-ÿŒœ '’\-.,!?&:()]$/u;

export type NameResult = { ok: true; name: string } | { ok: false; error: BilingualMessage };

/** The first character the card cannot print, shown with its code point (look-alikes need it). */
function unprintable(name: string): { char: string; code: string } | null {
  const char = [...name].find((c) => !PRINTABLE_CHARACTER.test(c));
  if (char === undefined) return null;
  const code = `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  // A lone combining accent is shown on a dotted circle, as type specimens do.
  return { char: /\p{M}/u.test(char) ? `◌${char}` : char, code };
}

/** Trims, joins runs of spaces and composes accents, then checks what a card can print. */
export function normalizeChampionName(raw: unknown): NameResult {
  if (typeof raw !== 'string') return { ok: false, error: bilingual('errNameMissing') };
  if (INVISIBLE.test(raw.replace(/[\t\n\r]/g, ' '))) return { ok: false, error: bilingual('errNameControl') };
  const name = raw.normalize('NFC').replace(/\s+/gu, ' ').trim();
  if (name === '') return { ok: false, error: bilingual('errNameMissing') };
  const length = [...name].length;
  if (length > NAME_MAX_LENGTH)
    return { ok: false, error: bilingual('errNameTooLong', { length, max: NAME_MAX_LENGTH }) };
  if (MARKUP.test(name)) return { ok: false, error: bilingual('errNameMarkup') };
  const bad = unprintable(name);
  if (bad) return { ok: false, error: bilingual('errNameCharacters', { ...bad, allowed: ALLOWED_PUNCTUATION }) };
  return { ok: true, name };
}
