import { championCost, STRONGHOLD, type GameState, type PlayerId, playerAt } from '../../engine';
import type { Locale } from '../../i18n/locales';
import { createT } from '../../i18n/translate';
import { contract } from './narrate';
import type { Refusal } from './refusal';
import { refusalMessages } from './refusalMessages';

export interface RefusalContext {
  locale: Locale;
  /** How a seat is called inside a sentence ("the AI", "Player 2"). */
  who: (player: PlayerId) => string;
}

/** The card a refused move names: its id in the card table, from a slug or an id. */
function cardId(s: GameState, card: string | number | undefined): number | null {
  if (typeof card === 'number') return s.cards[card] ? card : null;
  if (typeof card !== 'string') return null;
  const i = s.cards.findIndex((c) => c.slug === card);
  return i >= 0 ? i : null;
}

/** One sentence, in the reader's language, saying why `refusal` was refused in position `s`. */
export function explainRefusal(refusal: Refusal, s: GameState, c: RefusalContext): string {
  const t = createT(refusalMessages, c.locale);
  const player = refusal.player ?? s.active;
  const p = playerAt(s, player);
  const action = refusal.action;
  const champion = action?.type === 'champion';
  const id = champion
    ? p?.kind === 'person'
      ? (p.champion?.card ?? null)
      : null
    : cardId(s, action && 'card' in action ? action.card : undefined);
  const def = id === null ? undefined : s.cards[id];
  const card = def?.name ?? (champion ? t('theChampion') : t('aCard'));
  switch (refusal.code) {
    case 'not-playable': {
      const inHand =
        p?.kind === 'person' &&
        id !== null &&
        p.hand.some((h) => h !== STRONGHOLD && s.cards[h].slug === s.cards[id].slug);
      return t(inHand ? 'not-leftmost' : 'not-in-hand', { card });
    }
    case 'not-enough-mana': {
      const cost = champion ? (championCost(s, player) ?? def?.mana ?? 0) : (def?.mana ?? 0);
      return t('not-enough-mana', { card, cost, mana: s.mana });
    }
    case 'champion-unavailable': {
      const state = p?.kind === 'person' ? p.champion?.state : undefined;
      return state ? t('champion-state', { state: t(`champion-${state}`) }) : t('champion-none');
    }
    case 'not-your-turn':
      return contract(t('not-your-turn', { seat: c.who(s.active) }), c.locale);
    case 'no-target':
    case 'bad-target':
      return t(refusal.code, { card });
    default:
      return t(refusal.code);
  }
}
