import { z } from 'zod';
import { CHAMPION_ID_PATTERN, validateDeck, type DeckError } from './validate';
import { DEFAULT_VISIBILITY, VISIBILITIES, type Visibility } from './visibility';

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
  | 'body'
  | 'unknown-field'
  | 'required'
  | 'not-string'
  | 'empty'
  | 'too-long'
  | 'control'
  | 'markup'
  | 'cards-type'
  | 'cards'
  | 'champion-many'
  | 'champion-id'
  | 'visibility'
  | 'base-version';

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

// A refusal the schema's own checks cannot name (they say only "too big", "wrong type"…) carries its code as a param.
const because = (code: DeckInputErrorCode, extra: Pick<DeckInputError, 'rules'> = {}) => ({
  params: { code, ...extra },
});
const absentIfNull = (value: unknown) => (value === null ? undefined : value);

/** A text field, NFC and trimmed: one line (the description may have several), no invisible characters, no markup. */
function deckText(field: Field, required: boolean) {
  const limit = DECK_TEXT_LIMITS[field];
  const text = z
    .string({
      error: (issue) => (issue.input === undefined ? `The deck needs a ${field}.` : `The ${field} must be a string.`),
    })
    .transform((raw) => raw.normalize('NFC').trim())
    .pipe(
      z
        .string()
        .min(field === 'name' ? 1 : 0, { error: `The ${field} must not be empty.` })
        .max(limit, {
          error: (issue) =>
            `The ${field} is too long: ${limit} characters at most (${String(issue.input).length} given).`,
        })
        .refine(
          (value) => {
            const lines = field === 'description' ? value.replace(LINE_BREAKS, ' ') : value;
            return !CONTROL.test(lines) && !LINE_BREAK.test(lines);
          },
          { error: `The ${field} contains control or invisible characters.`, ...because('control') },
        )
        .refine((value) => !MARKUP.test(value), {
          error: `The ${field} must not contain markup such as "<tag>".`,
          ...because('markup'),
        }),
    );
  return z.preprocess(absentIfNull, required ? text : text.optional());
}

const cardsList = z.array(z.string(), { error: 'The cards must be an array of 8 card slugs.' });

const championRef = z
  .unknown()
  .check((ctx) => {
    if (Array.isArray(ctx.value))
      ctx.issues.push({
        code: 'custom',
        message: 'A deck has at most one Champion.',
        input: ctx.value,
        ...because('champion-many'),
      });
  })
  .pipe(
    z
      .string({ error: 'The champion must be the id of a saved Champion.' })
      .regex(CHAMPION_ID_PATTERN, { error: 'The champion must be the id of a saved Champion.' })
      .nullable(),
  )
  .optional();

const baseVersion = z
  .number({ error: 'The baseVersion must be a version number (1 or more).' })
  .int({ error: 'The baseVersion must be a version number (1 or more).' })
  .min(1, { error: 'The baseVersion must be a version number (1 or more).' });

const visibility = z.enum(VISIBILITIES, { error: 'The visibility must be "public" or "unlisted".' });

const CREATE_FIELDS = ['name', 'description', 'author', 'cards', 'champion', 'visibility'] as const;

/**
 * A deck sent to the API (and checked by the builder before it sends it). On create every
 * required field must be there; on update (`partial`) absent fields keep their current value.
 * An unknown field is refused first (a misspelt one would otherwise be dropped without a word),
 * then each field in turn, then the deck rules. Refusals name the faulty field.
 */
export function deckInputSchema(partial: boolean) {
  const known = partial ? [...CREATE_FIELDS, 'baseVersion'] : CREATE_FIELDS;
  const knownOnly = z.strictObject(Object.fromEntries(known.map((field) => [field, z.unknown().optional()])), {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown field "${issue.keys[0]}".` : 'The body must be a JSON object.',
  });
  const fields = z
    .object({
      name: deckText('name', !partial),
      description: deckText('description', false),
      author: deckText('author', false),
      cards: partial ? cardsList.optional() : cardsList,
      champion: championRef,
      visibility: visibility.optional(),
      ...(partial ? { baseVersion: baseVersion.optional() } : {}),
    })
    .check((ctx) => {
      const check = ctx.value.cards && validateDeck(ctx.value.cards);
      if (check && !check.ok) {
        ctx.issues.push({
          code: 'custom',
          path: ['cards'],
          message: check.errors.map((e) => e.message).join('; '),
          input: ctx.value.cards,
          ...because('cards', { rules: check.errors }),
        });
      }
    });
  return knownOnly.pipe(fields).transform((raw): Partial<DeckInput> & { baseVersion?: number } => {
    const value: Partial<DeckInput> & { baseVersion?: number } = {};
    for (const field of ['name', 'description', 'author'] as const) {
      if (raw[field] !== undefined) value[field] = raw[field];
      else if (!partial) value[field] = '';
    }
    if (raw.cards) value.cards = raw.cards;
    // null removes the Champion; absent keeps it on update and means none on create.
    if (raw.champion !== undefined) value.championId = raw.champion;
    else if (!partial) value.championId = null;
    if (raw.visibility !== undefined) value.visibility = raw.visibility;
    else if (!partial) value.visibility = DEFAULT_VISIBILITY;
    if ('baseVersion' in raw && raw.baseVersion !== undefined) value.baseVersion = raw.baseVersion as number;
    return value;
  });
}

/** The refusal a schema issue stands for: its code from the check that failed, with the figures a message needs. */
export function deckInputError(issue: z.core.$ZodIssue & { input?: unknown }): DeckInputError {
  const field = issue.path.length ? String(issue.path[0]) : issue.code === 'unrecognized_keys' ? issue.keys[0] : 'body';
  const refuse = (code: DeckInputErrorCode, extra: Partial<DeckInputError> = {}): DeckInputError => ({
    ok: false,
    error: issue.message,
    field,
    code,
    ...extra,
  });
  if (issue.code === 'custom')
    return refuse(issue.params!.code, issue.params!.rules ? { rules: issue.params!.rules } : {});
  if (issue.code === 'unrecognized_keys') return refuse('unknown-field');
  if (field === 'body') return refuse('body');
  if (field === 'cards') return refuse('cards-type');
  if (field === 'champion') return refuse('champion-id');
  if (field === 'visibility') return refuse('visibility');
  if (field === 'baseVersion') return refuse('base-version');
  if (issue.code === 'too_big')
    return refuse('too-long', { limit: Number(issue.maximum), length: String(issue.input).length });
  if (issue.code === 'too_small') return refuse('empty');
  return refuse(issue.input === undefined ? 'required' : 'not-string');
}

/** Checks a deck against deckInputSchema: the value, or the first refusal. */
export function parseDeckInput(
  body: unknown,
  partial = false,
): DeckInputResult<Partial<DeckInput> & { baseVersion?: number }> {
  const result = deckInputSchema(partial).safeParse(body, { reportInput: true });
  return result.success ? { ok: true, value: result.data } : deckInputError(result.error.issues[0]);
}
