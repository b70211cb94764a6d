import { CHAMPION_ID_PATTERN, validateDeck, type DeckError } from './validate';
import { DEFAULT_VISIBILITY, isVisibility, type Visibility } from './visibility';

export const DECK_TEXT_LIMITS = { name: 80, description: 1000, author: 40 } as const;

export interface DeckInput {
  name: string;
  description: string;
  author: string;
  cards: string[];
  championId: string | null;
  visibility: Visibility;
}

/** Why a deck was refused; the UI translates by code (`error` is the API's English). */
export type DeckInputErrorCode =
  | 'body' | 'unknown-field' | 'required' | 'not-string' | 'empty' | 'too-long' | 'control' | 'markup'
  | 'cards-type' | 'cards' | 'champion-many' | 'champion-id' | 'visibility' | 'base-version';

export interface DeckInputError {
  ok: false;
  error: string;
  field: string;
  code: DeckInputErrorCode;
  /** For 'too-long': the limit and the length given. */
  limit?: number;
  length?: number;
  /** For 'cards': the deck rules broken. */
  rules?: DeckError[];
}

export type DeckInputResult<T> = { ok: true; value: T } | DeckInputError;

type Field = keyof typeof DECK_TEXT_LIMITS;
const KNOWN_FIELDS = new Set(['name', 'description', 'author', 'cards', 'champion', 'visibility', 'baseVersion']);
// Controls, invisible format characters (zero-width spaces, direction marks and overrides,
// which can disguise a name), private-use and unassigned code points; the description, which
// has several lines, may keep newlines and tabs. A lone surrogate (a JSON "\ud800" escape)
// is half a character: no font draws it and UTF-8 cannot store it.
const CONTROL = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}]/u;
const LINE_BREAK = /[\t\n\r]/;
const LINE_BREAKS = /[\t\n\r]/g;
// A tag as an HTML parser would read one: "<b>", "</b>", "<img src=x>", "<!--", "<?php".
// A "<" followed by a space, a digit or nothing like a tag ("Tempo < Control", "<3") is text.
const MARKUP = /<\/?[a-z][^<>]*>|<[!?]/i;

const refuse = (field: string, code: DeckInputErrorCode, error: string, extra: Partial<DeckInputError> = {}): DeckInputError =>
  ({ ok: false, error, field, code, ...extra });

function text(body: Record<string, unknown>, field: Field, required: boolean): DeckInputResult<string | undefined> {
  const raw = body[field];
  if (raw === undefined || raw === null) return required ? refuse(field, 'required', `The deck needs a ${field}.`) : { ok: true, value: undefined };
  if (typeof raw !== 'string') return refuse(field, 'not-string', `The ${field} must be a string.`);
  const value = raw.normalize('NFC').trim();
  if (field === 'name' && !value) return refuse(field, 'empty', `The ${field} must not be empty.`);
  const limit = DECK_TEXT_LIMITS[field];
  if (value.length > limit) return refuse(field, 'too-long', `The ${field} is too long: ${limit} characters at most (${value.length} given).`, { limit, length: value.length });
  const lines = field === 'description' ? value.replace(LINE_BREAKS, ' ') : value;
  if (CONTROL.test(lines) || LINE_BREAK.test(lines)) return refuse(field, 'control', `The ${field} contains control or invisible characters.`);
  if (MARKUP.test(value)) return refuse(field, 'markup', `The ${field} must not contain markup such as "<tag>".`);
  return { ok: true, value };
}

/**
 * Checks a deck sent to the API. On create every required field must be there; on update
 * (`partial`) absent fields keep their current value. Errors name the faulty field.
 */
export function parseDeckInput(body: unknown, partial = false): DeckInputResult<Partial<DeckInput> & { baseVersion?: number }> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return refuse('body', 'body', 'The body must be a JSON object.');
  const record = body as Record<string, unknown>;
  const unknown = Object.keys(record).find((key) => !KNOWN_FIELDS.has(key) || (key === 'baseVersion' && !partial));
  if (unknown) return refuse(unknown, 'unknown-field', `Unknown field "${unknown}".`);

  const value: Partial<DeckInput> & { baseVersion?: number } = {};
  for (const field of ['name', 'description', 'author'] as const) {
    const result = text(record, field, field === 'name' && !partial);
    if (!result.ok) return result;
    if (result.value !== undefined) value[field] = result.value;
    else if (!partial) value[field] = '';
  }

  if (record.cards !== undefined || !partial) {
    const cards = record.cards;
    if (!Array.isArray(cards) || cards.some((c) => typeof c !== 'string')) return refuse('cards', 'cards-type', 'The cards must be an array of 8 card slugs.');
    value.cards = cards as string[];
  }
  if (record.champion !== undefined && record.champion !== null) {
    if (Array.isArray(record.champion)) return refuse('champion', 'champion-many', 'A deck has at most one Champion.');
    if (typeof record.champion !== 'string' || !CHAMPION_ID_PATTERN.test(record.champion)) {
      return refuse('champion', 'champion-id', 'The champion must be the id of a saved Champion.');
    }
    value.championId = record.champion;
  } else if (record.champion === null || !partial) {
    value.championId = null;
  }
  if (value.cards) {
    const check = validateDeck(value.cards);
    if (!check.ok) return refuse('cards', 'cards', check.errors.map((e) => e.message).join('; '), { rules: check.errors });
  }
  if (record.visibility !== undefined) {
    if (!isVisibility(record.visibility)) return refuse('visibility', 'visibility', 'The visibility must be "public" or "unlisted".');
    value.visibility = record.visibility;
  } else if (!partial) {
    value.visibility = DEFAULT_VISIBILITY;
  }
  if (record.baseVersion !== undefined) {
    if (!Number.isInteger(record.baseVersion) || (record.baseVersion as number) < 1) {
      return refuse('baseVersion', 'base-version', 'The baseVersion must be a version number (1 or more).');
    }
    value.baseVersion = record.baseVersion as number;
  }
  return { ok: true, value };
}
