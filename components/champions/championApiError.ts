import type { FieldError } from '@/lib/champions/types';
import { championsMessages, type ChampionsMessageKey } from '@/lib/i18n/messages/champions';
import { createT } from '@/lib/i18n/translate';

const en = createT(championsMessages, 'en');
const fr = createT(championsMessages, 'fr');

function both(field: string, key: ChampionsMessageKey, vars?: Record<string, string | number>): FieldError {
  return { field, message: en(key, vars), messageFr: fr(key, vars) };
}

export const championNetworkError = both('request', 'apiNetwork');

/**
 * What the designer shows for a refusal of the Champion API (`{ error, code, field?, …data }`):
 * the Champion rules' own messages when the answer carries them, else a sentence chosen by
 * the code, in both languages.
 */
export function championApiErrors(body: Record<string, unknown>, status: number): FieldError[] {
  if (Array.isArray(body.errors) && body.errors.length) return body.errors as FieldError[];
  const seconds = String(body.retryAfter ?? 60);
  switch (body.code) {
    case 'rate-limited':
      return [both('request', 'apiTooMany', { seconds })];
    case 'busy':
      return [both('picture', 'apiBusy', { seconds })];
    case 'cross-site':
      return [both('request', 'apiCrossSite')];
    case 'token-missing':
      return [both('token', 'apiTokenMissing')];
    default:
      return [both('request', 'apiRefused', { status })];
  }
}
