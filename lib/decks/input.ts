import { CHAMPION_ID_PATTERN, validateDeck } from './validate';

export const DECK_TEXT_LIMITS = { name: 80, description: 1000, author: 40 } as const;

export interface DeckInput {
  name: string;
  description: string;
  author: string;
  cards: string[];
  championId: string | null;
}

export type DeckInputResult<T> = { ok: true; value: T } | { ok: false; error: string; field: string };

type Field = keyof typeof DECK_TEXT_LIMITS;
const KNOWN_FIELDS = new Set(['name', 'description', 'author', 'cards', 'champion', 'baseVersion']);
// C0/C1 controls and bidirectional overrides (which can disguise a name); multi-line
// fields may keep newlines and tabs.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const LINE_BREAK = /[\t\n\r]/;
const MARKUP = /<\s*\/?\s*[a-z!?]/i;

function text(body: Record<string, unknown>, field: Field, required: boolean): DeckInputResult<string | undefined> {
  const raw = body[field];
  const fail = (error: string) => ({ ok: false as const, error, field });
  if (raw === undefined || raw === null) return required ? fail(`The deck needs a ${field}.`) : { ok: true, value: undefined };
  if (typeof raw !== 'string') return fail(`The ${field} must be a string.`);
  const value = raw.normalize('NFC').trim();
  if (field === 'name' && !value) return fail(`The ${field} must not be empty.`);
  if (value.length > DECK_TEXT_LIMITS[field]) return fail(`The ${field} is too long: ${DECK_TEXT_LIMITS[field]} characters at most (${value.length} given).`);
  if (CONTROL.test(value) || (field !== 'description' && LINE_BREAK.test(value))) return fail(`The ${field} contains control characters.`);
  if (MARKUP.test(value)) return fail(`The ${field} must not contain markup such as "<tag>".`);
  return { ok: true, value };
}

/**
 * Checks a deck sent to the API. On create every required field must be there; on update
 * (`partial`) absent fields keep their current value. Errors name the faulty field.
 */
export function parseDeckInput(body: unknown, partial = false): DeckInputResult<Partial<DeckInput> & { baseVersion?: number }> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, error: 'The body must be a JSON object.', field: 'body' };
  }
  const record = body as Record<string, unknown>;
  const unknown = Object.keys(record).find((key) => !KNOWN_FIELDS.has(key) || (key === 'baseVersion' && !partial));
  if (unknown) return { ok: false, error: `Unknown field "${unknown}".`, field: unknown };

  const value: Partial<DeckInput> & { baseVersion?: number } = {};
  for (const field of ['name', 'description', 'author'] as const) {
    const result = text(record, field, field === 'name' && !partial);
    if (!result.ok) return result;
    if (result.value !== undefined) value[field] = result.value;
    else if (!partial) value[field] = '';
  }

  if (record.cards !== undefined || !partial) {
    const cards = record.cards;
    if (!Array.isArray(cards) || cards.some((c) => typeof c !== 'string')) {
      return { ok: false, error: 'The cards must be an array of 8 card slugs.', field: 'cards' };
    }
    value.cards = cards as string[];
  }
  if (record.champion !== undefined && record.champion !== null) {
    if (Array.isArray(record.champion)) return { ok: false, error: 'A deck has at most one Champion.', field: 'champion' };
    if (typeof record.champion !== 'string' || !CHAMPION_ID_PATTERN.test(record.champion)) {
      return { ok: false, error: 'The champion must be the id of a saved Champion.', field: 'champion' };
    }
    value.championId = record.champion;
  } else if (record.champion === null || !partial) {
    value.championId = null;
  }
  if (value.cards) {
    const check = validateDeck(value.cards);
    if (!check.ok) return { ok: false, error: check.errors.map((e) => e.message).join('; '), field: 'cards' };
  }
  if (record.baseVersion !== undefined) {
    if (!Number.isInteger(record.baseVersion) || (record.baseVersion as number) < 1) {
      return { ok: false, error: 'The baseVersion must be a version number (1 or more).', field: 'baseVersion' };
    }
    value.baseVersion = record.baseVersion as number;
  }
  return { ok: true, value };
}
