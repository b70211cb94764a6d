import type { Locale } from '../i18n/locales';
import { tableMessages } from '../i18n/messages/table';
import { createT } from '../i18n/translate';
import { contract } from './narrate';
import { isSolo, type TableMode } from './setupForm';

type Seat = 'A' | 'B';

/**
 * How the setup form and the Draft call each seat and its fields: "Your deck" and "The bot’s
 * Champion" against the bot or the AI, "Deck code of Player 2" between two people.
 */
export function setupLabels(mode: TableMode, locale: Locale) {
  const t = createT(tableMessages, locale);
  const bot = mode === 'duel-bot-easy' || mode === 'duel-bot-hard';
  const mine = isSolo(mode) || bot;
  const seat = (s: Seat): string => (mine ? (s === 'A' ? t('seatYou') : t('seatBot')) : s === 'A' ? t('seatPlayer1') : t('seatPlayer2'));
  const pick = (s: Seat, yours: string, bots: string, players: string) => contract(mine ? (s === 'A' ? yours : bots) : players, locale);
  return {
    seat,
    deck: (s: Seat) => pick(s, t('yourDeck'), t('botDeck'), t('preconLegend', { seat: seat(s) })),
    code: (s: Seat) => pick(s, t('yourDeckCode'), t('botDeckCode'), t('deckCodeLabel', { seat: seat(s) })),
    champion: (s: Seat) => pick(s, t('yourChampion'), t('botChampion'), t('championLabel', { seat: seat(s) })),
    draftCards: (s: Seat, count: number) => pick(s, t('draftYourCards', { count }), t('draftBotCards', { count }), t('draftPicks', { seat: seat(s), count })),
  };
}
