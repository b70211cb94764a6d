import type { Locale } from '../../i18n/locales';
import { tableMessages } from '../../i18n/messages/table';
import { createT } from '../../i18n/translate';
import { tableMultiplayerMessages } from '../../i18n/messages/tableMultiplayer';
import type { SeatPlayer } from './gameSetup';
import { contract } from '../narration/narrate';
import { isMultiplayerMode, isSolo, type FormSeat, type TableMode } from './setupForm';
import { seatNumber } from './seatNames';

type Seat = FormSeat;

/**
 * How the setup form and the Draft call each seat and its fields: "Your deck" and "The bot’s
 * Champion" against the bot or the AI, "Deck code of Player 2" between two people.
 */
export function setupLabels(mode: TableMode, locale: Locale, players: Partial<Record<Seat, SeatPlayer>> = {}) {
  const t = createT(tableMessages, locale);
  const m = createT(tableMultiplayerMessages, locale);
  const bot = mode === 'duel-bot-easy' || mode === 'duel-bot-hard';
  const mine = isSolo(mode) || bot;
  // Four seats are called by number, a bot's as "Bot 3", whoever sits where.
  const fourSeat = (s: Seat): string =>
    m((players[s] ?? 'person') === 'person' ? 'seatPerson' : 'seatBotN', { n: seatNumber(s) });
  const seat = (s: Seat): string =>
    isMultiplayerMode(mode)
      ? fourSeat(s)
      : mine
        ? s === 'A'
          ? t('seatYou')
          : t('seatBot')
        : s === 'A'
          ? t('seatPlayer1')
          : t('seatPlayer2');
  const pick = (s: Seat, yours: string, bots: string, players: string) =>
    contract(mine ? (s === 'A' ? yours : bots) : players, locale);
  return {
    seat,
    deck: (s: Seat) => pick(s, t('yourDeck'), t('botDeck'), t('preconLegend', { seat: seat(s) })),
    code: (s: Seat) => pick(s, t('yourDeckCode'), t('botDeckCode'), t('deckCodeLabel', { seat: seat(s) })),
    champion: (s: Seat) => pick(s, t('yourChampion'), t('botChampion'), t('championLabel', { seat: seat(s) })),
    draftCards: (s: Seat, count: number) =>
      pick(s, t('draftYourCards', { count }), t('draftBotCards', { count }), t('draftPicks', { seat: seat(s), count })),
  };
}
