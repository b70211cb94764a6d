import { validateChampionDesign } from '../../champions/design';
import { parseFraming, type PictureFraming } from '../../champions/framing';
import { processChampionPicture } from '../../champions/image';
import { bilingual } from '../../champions/messages';
import { NAME_MAX_LENGTH, normalizeChampionName } from '../../champions/name';
import { isVisibility, type Visibility } from '../../decks/visibility';
import type { ChampionDesign, DesignWarning, FieldError } from '../../champions/types';
import { decodeGate } from '../decodeGate';
import type { Submission } from './submission';

export interface CheckedChampion {
  design: ChampionDesign;
  author: string;
  framing: PictureFraming;
  /** Re-encoded PNG; null removes; undefined keeps the stored one. */
  picture: { bytes: Uint8Array; width: number; height: number } | null | undefined;
  warnings: DesignWarning[];
  /** Absent: public on create, unchanged on update. */
  visibility: Visibility | undefined;
}

function checkAuthor(raw: unknown): { ok: true; author: string } | { ok: false; error: FieldError } {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === ''))
    return { ok: true, author: '' };
  const checked = normalizeChampionName(raw);
  return checked.ok
    ? { ok: true, author: checked.name }
    : { ok: false, error: { field: 'author', ...bilingual('errAuthor', { max: NAME_MAX_LENGTH }) } };
}

/** Every field of a submitted Champion, each with its own message; the picture is checked by content. */
export async function checkSubmission({
  fields,
  picture,
}: Submission): Promise<{ ok: true; value: CheckedChampion } | { ok: false; errors: FieldError[] }> {
  const errors: FieldError[] = [];
  const design = validateChampionDesign(fields);
  if (!design.ok) errors.push(...design.errors);
  const author = checkAuthor(fields.author);
  if (!author.ok) errors.push(author.error);
  const framing = parseFraming(fields.framing);
  if (!framing.ok) errors.push(framing.error);
  const visibility = fields.visibility;
  if (visibility !== undefined && !isVisibility(visibility))
    errors.push({ field: 'visibility', ...bilingual('errVisibility') });
  let kept: CheckedChampion['picture'] = picture === null ? null : undefined;
  const warnings: DesignWarning[] = [];
  if (picture) {
    const processed = await decodeGate().run(() => processChampionPicture(picture));
    if (processed.ok) {
      kept = { bytes: processed.bytes, width: processed.width, height: processed.height };
      warnings.push(...processed.warnings);
    } else {
      const { code: _code, ...message } = processed.error;
      errors.push({ field: 'picture', ...message });
    }
  }
  if (!design.ok || !author.ok || !framing.ok || errors.length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      design: design.design,
      author: author.author,
      framing: framing.framing,
      picture: kept,
      warnings,
      visibility: visibility as Visibility | undefined,
    },
  };
}
