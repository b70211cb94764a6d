import type { PlayerId } from '../../engine';
import type { Locale } from '../../i18n/locales';
import { tableMessages } from '../../i18n/messages/table';
import { createT } from '../../i18n/translate';
import type { GameSetup } from './gameSetup';
import { tableMultiplayerMessages } from '../../i18n/messages/tableMultiplayer';
import { contract } from '../narration/narrate';
import { isFourSeat, isPersonSeat, personSeats } from './seatPlayers';

/** How seats are called: in headings ("You", "Player 2") and inside sentences ("the player", "the AI"). */
export function seatNames(setup: GameSetup, locale: Locale) {
  if (isFourSeat(setup)) return fourSeatNames(setup, locale);
  const t = createT(tableMessages, locale);
  const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const inSentence = (p: PlayerId): string => {
    if (setup.mode === 'solo') return p === 'A' ? t('seatPlayer') : t('seatAi');
    if (setup.opponent && setup.opponent !== 'hot-seat') return p === 'A' ? t('seatPlayer') : t('seatBot');
    return p === 'A' ? t('seatPlayer1') : t('seatPlayer2');
  };
  const heading = (p: PlayerId): string => {
    if (setup.mode === 'solo' || (setup.opponent && setup.opponent !== 'hot-seat'))
      return p === 'A' ? capital(t('seatYou')) : capital(inSentence(p));
    return inSentence(p);
  };
  const mine = setup.mode === 'solo' || (setup.opponent && setup.opponent !== 'hot-seat');
  const side = (p: PlayerId): string =>
    mine && p === 'A' ? t('yourSide') : contract(t('sideOf', { seat: inSentence(p) }), locale);
  const hand = (p: PlayerId): string =>
    mine && p === 'A' ? t('yourHand') : contract(t('handOf', { seat: inSentence(p) }), locale);
  return { inSentence, heading, side, hand, team: (_p: PlayerId): string | null => null };
}

/** The number a seat is called by (A is 1 … D is 4). */
export const seatNumber = (p: PlayerId): number => 'ABCD'.indexOf(p) + 1;

/** Four seats: "Player 2" for a person, "Bot 3" for a bot, "AI 4" for a Co-op Solo AI, in headings and sentences alike; Team Play adds the team. */
function fourSeatNames(setup: GameSetup, locale: Locale) {
  const t = createT(tableMessages, locale);
  const m = createT(tableMultiplayerMessages, locale);
  const ai = (p: PlayerId) => setup.mode === 'coop' && (p === 'B' || p === 'D');
  const inSentence = (p: PlayerId): string =>
    m(ai(p) ? 'seatAiN' : isPersonSeat(setup, p) ? 'seatPerson' : 'seatBotN', { n: seatNumber(p) });
  const only = personSeats(setup).length === 1 ? personSeats(setup)[0] : null;
  const side = (p: PlayerId): string =>
    p === only ? t('yourSide') : contract(t('sideOf', { seat: inSentence(p) }), locale);
  const hand = (p: PlayerId): string =>
    p === only ? t('yourHand') : contract(t('handOf', { seat: inSentence(p) }), locale);
  const team = (p: PlayerId): string | null =>
    setup.mode === 'teams' ? m('team', { n: p === 'A' || p === 'C' ? 1 : 2 }) : null;
  return { inSentence, heading: inSentence, side, hand, team };
}
