import { bilingual } from './messages';
import type { BilingualMessage } from './types';

export const NAME_MAX_LENGTH = 40;
const ALLOWED_PUNCTUATION = "' ’ - . , ! ? & : ( )";

// Markup gets its own message: it is the one mistake worth naming precisely.
const MARKUP = /[<>]/;
// Control, format (zero-width, bidi overrides) and private-use characters hide text or reorder it.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}]/u;
// The card fonts embedded in print files and card images only cover Latin: other scripts and
// emoji would print as empty boxes, so the name is limited to what prints.
const PRINTABLE = /^[\p{Script=Latin}0-9 '’\-.,!?&:()]+$/u;

export type NameResult = { ok: true; name: string } | { ok: false; error: BilingualMessage };

/** Trims, joins runs of spaces and composes accents, then checks what a card can print. */
export function normalizeChampionName(raw: unknown): NameResult {
  if (typeof raw !== 'string') return { ok: false, error: bilingual('errNameMissing') };
  if (INVISIBLE.test(raw.replace(/[\t\n\r]/g, ' '))) return { ok: false, error: bilingual('errNameControl') };
  const name = raw.normalize('NFC').replace(/\s+/gu, ' ').trim();
  if (name === '') return { ok: false, error: bilingual('errNameMissing') };
  const length = [...name].length;
  if (length > NAME_MAX_LENGTH) return { ok: false, error: bilingual('errNameTooLong', { length, max: NAME_MAX_LENGTH }) };
  if (MARKUP.test(name)) return { ok: false, error: bilingual('errNameMarkup') };
  if (!PRINTABLE.test(name)) return { ok: false, error: bilingual('errNameCharacters', { allowed: ALLOWED_PUNCTUATION }) };
  return { ok: true, name };
}
