import { bilingual, type ChampionMessageKey } from '../../champions/messages';
import type { FieldError } from '../../champions/types';
import { ApiError, type ApiErrorCode } from '../errors';

/**
 * A Champion refusal: the API's code (what clients translate) and, as data, each field's
 * message from the Champion rules in both languages, which the designer shows beside its field.
 */
export function fieldErrors(
  status: number,
  code: ApiErrorCode,
  errors: FieldError[],
  data: Record<string, unknown> = {},
): ApiError {
  return new ApiError(status, code, errors[0].message, { field: errors[0].field, data: { ...data, errors } });
}

export function championError(
  status: number,
  code: ApiErrorCode,
  field: string,
  key: ChampionMessageKey,
  vars?: Record<string, string | number>,
  data?: Record<string, unknown>,
): ApiError {
  return fieldErrors(status, code, [{ field, ...bilingual(key, vars) }], data);
}
