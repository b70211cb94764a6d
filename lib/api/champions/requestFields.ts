import { bilingual } from '../../champions/messages';
import type { FieldError } from '../../champions/types';

const DESIGN_FIELDS = ['name', 'author', 'attack', 'health', 'abilities', 'framing', 'picture', 'visibility'];
const COST_FIELDS = ['attack', 'health', 'abilities'];

const list = (names: string[], and: string) => `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;

/**
 * The first field the request should not carry, as decks answer: a misspelt "heatlh" would
 * otherwise be dropped without a word. `baseVersion` belongs to an update only.
 */
export function unknownField(fields: Record<string, unknown>, kind: 'create' | 'update' | 'cost'): FieldError | null {
  const known = kind === 'cost' ? COST_FIELDS : kind === 'update' ? [...DESIGN_FIELDS, 'baseVersion'] : DESIGN_FIELDS;
  const field = Object.keys(fields).find((key) => !known.includes(key));
  if (field === undefined) return null;
  const shown = field.length > 30 ? `${field.slice(0, 30)}…` : field;
  return { field, ...bilingual('errUnknownField', { field: shown, known: list(known, 'and') }, { field: shown, known: list(known, 'et') }) };
}

const bad = (): { ok: false; error: FieldError } => ({ ok: false, error: { field: 'baseVersion', ...bilingual('errBaseVersion') } });

/**
 * The version an edit was made from, in the body (as for decks) or as ?baseVersion=; absent
 * means "overwrite whatever is there". Anything else than a version number is refused, not ignored.
 */
export function readBaseVersion(fields: Record<string, unknown>, params: URLSearchParams): { ok: true; baseVersion?: number } | { ok: false; error: FieldError } {
  const body = fields.baseVersion;
  if (body !== undefined && !(typeof body === 'number' && Number.isSafeInteger(body) && body >= 1)) return bad();
  const raw = params.get('baseVersion');
  const query = raw === null ? undefined : Number(raw);
  if (query !== undefined && !(/^[1-9][0-9]{0,14}$/.test(raw!) && Number.isSafeInteger(query))) return bad();
  if (body !== undefined && query !== undefined && body !== query) {
    return { ok: false, error: { field: 'baseVersion', ...bilingual('errBaseVersionTwice', { query, body }) } };
  }
  return { ok: true, baseVersion: (body as number | undefined) ?? query };
}
