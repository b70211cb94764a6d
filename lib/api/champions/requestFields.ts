import { z } from 'zod';
import { bilingual } from '../../champions/messages';
import type { FieldError } from '../../champions/types';
import type { Issue } from '../schemas/parse';

const DESIGN_FIELDS = ['name', 'author', 'attack', 'health', 'abilities', 'framing', 'picture', 'visibility'];
const KNOWN_FIELDS = {
  create: DESIGN_FIELDS,
  update: [...DESIGN_FIELDS, 'baseVersion'],
  cost: ['attack', 'health', 'abilities'],
};

export type ChampionRequestKind = keyof typeof KNOWN_FIELDS;

const list = (names: string[], and: string) => `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;

/**
 * The design fields of a Champion request: a JSON object carrying no field the request should
 * not, as decks answer (a misspelt "heatlh" would otherwise be dropped without a word).
 * `baseVersion` belongs to an update only. The values are the Champion rules' to check.
 */
function championFieldsSchema(kind: ChampionRequestKind) {
  const known = Object.fromEntries(KNOWN_FIELDS[kind].map((field) => [field, z.unknown().optional()]));
  return z.strictObject(known);
}

/** A design as sent: a JSON object (not an array, not null), its fields still unchecked. */
export const designObject = z.record(z.string(), z.unknown());

/** The first fault the fields' schema found, as the designer shows it beside its field, in both languages. */
function championFieldError(issue: Issue, kind: ChampionRequestKind): FieldError {
  if (issue.code !== 'unrecognized_keys') return { field: 'design', ...bilingual('errNotObject') };
  const field = issue.keys[0];
  const shown = field.length > 30 ? `${field.slice(0, 30)}…` : field;
  const known = KNOWN_FIELDS[kind];
  return {
    field,
    ...bilingual(
      'errUnknownField',
      { field: shown, known: list(known, 'and') },
      { field: shown, known: list(known, 'et') },
    ),
  };
}

/** The first fault of the fields' schema: a field the request should not carry, or fields that are no object; null when none. */
export function unknownField(fields: unknown, kind: ChampionRequestKind): FieldError | null {
  const result = championFieldsSchema(kind).safeParse(fields);
  return result.success ? null : championFieldError(result.error.issues[0], kind);
}

// The two places a base version may come from, each a version number, agreeing when both are given.
const baseVersionSchema = z
  .object({
    body: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
    query: z
      .string()
      .regex(/^[1-9][0-9]{0,14}$/)
      .transform(Number)
      .pipe(z.number().max(Number.MAX_SAFE_INTEGER))
      .optional(),
  })
  .check((ctx) => {
    const { body, query } = ctx.value;
    if (body !== undefined && query !== undefined && body !== query)
      ctx.issues.push({ code: 'custom', message: 'two base versions', input: ctx.value, params: { body, query } });
  })
  .transform(({ body, query }) => body ?? query);

/**
 * The version an edit was made from, in the body (as for decks) or as ?baseVersion=; absent
 * means "overwrite whatever is there". Anything else than a version number is refused, not ignored.
 */
export function readBaseVersion(
  fields: Record<string, unknown>,
  params: URLSearchParams,
): { ok: true; baseVersion?: number } | { ok: false; error: FieldError } {
  const result = baseVersionSchema.safeParse({
    body: fields.baseVersion,
    query: params.get('baseVersion') ?? undefined,
  });
  if (result.success) return { ok: true, baseVersion: result.data };
  const issue = result.error.issues[0];
  const twice = issue.code === 'custom' ? (issue.params as { body: number; query: number }) : null;
  return {
    ok: false,
    error: { field: 'baseVersion', ...(twice ? bilingual('errBaseVersionTwice', twice) : bilingual('errBaseVersion')) },
  };
}
