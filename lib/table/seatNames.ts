import type { PlayerId } from '../engine';
import type { Locale } from '../i18n/locales';
import { tableMessages } from '../i18n/messages/table';
import { createT } from '../i18n/translate';
import type { GameSetup } from './gameSetup';
import { contract } from './narrate';

/** How seats are called: in headings ("You", "Player 2") and inside sentences ("the player", "the AI"). */
export function seatNames(setup: GameSetup, locale: Locale) {
  const t = createT(tableMessages, locale);
  const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const inSentence = (p: PlayerId): string => {
    if (setup.mode === 'solo') return p === 'A' ? t('seatPlayer') : t('seatAi');
    if (setup.opponent && setup.opponent !== 'hot-seat') return p === 'A' ? t('seatPlayer') : t('seatBot');
    return p === 'A' ? t('seatPlayer1') : t('seatPlayer2');
  };
  const heading = (p: PlayerId): string => {
    if (setup.mode === 'solo' || (setup.opponent && setup.opponent !== 'hot-seat')) return p === 'A' ? capital(t('seatYou')) : capital(inSentence(p));
    return inSentence(p);
  };
  const mine = setup.mode === 'solo' || (setup.opponent && setup.opponent !== 'hot-seat');
  const side = (p: PlayerId): string => (mine && p === 'A' ? t('yourSide') : contract(t('sideOf', { seat: inSentence(p) }), locale));
  const hand = (p: PlayerId): string => (mine && p === 'A' ? t('yourHand') : contract(t('handOf', { seat: inSentence(p) }), locale));
  return { inSentence, heading, side, hand };
}
