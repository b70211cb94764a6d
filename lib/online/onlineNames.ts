import type { PlayerId } from '../engine';
import type { Locale } from '../i18n/locales';
import { onlineMessages } from '../i18n/messages/online';
import { tableMessages } from '../i18n/messages/table';
import { tableMultiplayerMessages } from '../i18n/messages/tableMultiplayer';
import { createT } from '../i18n/translate';
import type { RoomSnapshot } from '../rooms/protocol';
import { contract } from '../table/narration/narrate';
import { seatNumber } from '../table/setup/seatNames';

/**
 * How seats are called in a room: a person by the name they gave ("Ada (you)" for this screen's
 * own seat), a bot as "Bot 2", a Solo AI as "AI 2"; Team Play adds the team. The same shape as
 * the local table's seatNames, so the table's components take it as it is.
 */
export function onlineSeatNames(room: Pick<RoomSnapshot, 'seats' | 'you' | 'mode'>, locale: Locale) {
  const t = createT(tableMessages, locale);
  const m = createT(tableMultiplayerMessages, locale);
  const o = createT(onlineMessages, locale);
  const info = (p: PlayerId) => room.seats.find((s) => s.seat === p);
  const inSentence = (p: PlayerId): string => {
    const s = info(p);
    if (s?.kind === 'ai' || (!s && room.mode === 'coop' && (p === 'B' || p === 'D')))
      return m('seatAiN', { n: seatNumber(p) });
    if (s?.kind === 'bot') return m('seatBotN', { n: seatNumber(p) });
    const name = s?.name ?? m('seatPerson', { n: seatNumber(p) });
    return p === room.you ? o('you', { name }) : name;
  };
  const side = (p: PlayerId): string =>
    p === room.you ? t('yourSide') : contract(t('sideOf', { seat: inSentence(p) }), locale);
  const hand = (p: PlayerId): string =>
    p === room.you ? t('yourHand') : contract(t('handOf', { seat: inSentence(p) }), locale);
  const team = (p: PlayerId): string | null =>
    room.mode === 'teams' ? m('team', { n: p === 'A' || p === 'C' ? 1 : 2 }) : null;
  return { inSentence, heading: inSentence, side, hand, team };
}
