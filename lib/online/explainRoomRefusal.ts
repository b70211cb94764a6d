import type { Locale } from '../i18n/locales';
import { onlineMessages } from '../i18n/messages/online';
import { createT } from '../i18n/translate';
import type { RoomRefusal } from './roomClient';

const KNOWN = new Set([
  'not-found',
  'token-missing',
  'token-forbidden',
  'bad-param',
  'conflict',
  'rate-limited',
  'invalid-deck',
  'invalid-champion',
  'same-deck',
  'wrong-phase',
  'seat-taken',
  'too-many-streams',
  'room-not-ready',
  'action-refused',
  'network',
]);

/** A room refusal in the reader's language, from its stable code (the server's English sentence is never shown). */
export function explainRoomRefusal(refusal: RoomRefusal, locale: Locale): string {
  const t = createT(onlineMessages, locale);
  return KNOWN.has(refusal.code) ? t(`api-${refusal.code}` as 'api-other') : t('api-other', { code: refusal.code });
}
