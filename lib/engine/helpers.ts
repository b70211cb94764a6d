import { checkPlay, playableIndexes } from './summoning';
import { STRONGHOLD, type Action, type CardDef, type EngineError, type GameState, type PlayerId } from './types';
import { playerAt } from './state';

/** The cards a person may play now: the 4 leftmost of the hand, Stronghold excluded (Champion not included). */
export function playableCards(s: GameState, player: PlayerId = s.active): CardDef[] {
  const p = playerAt(s, player);
  if (!p || p.kind !== 'person') return [];
  return playableIndexes(p.hand).map((i) => s.cards[p.hand[i]]);
}

/** Mana the active player has left this turn. */
export function currentMana(s: GameState): number {
  return s.mana;
}

/** Index of the Stronghold in a person's hand, and the hand's size (HP left = size − 1 − index). */
export function strongholdPosition(s: GameState, player: PlayerId): { index: number; size: number } | null {
  const p = playerAt(s, player);
  if (!p || p.kind !== 'person') return null;
  return { index: p.hand.indexOf(STRONGHOLD), size: p.hand.length };
}

export function cardOf(s: GameState, id: number): CardDef {
  return s.cards[id];
}

export function isOver(s: GameState): boolean {
  return s.winner !== null;
}

/** Why `action` would be refused now, or null when it is legal (cheap: nothing is played). */
export function checkAction(s: GameState, action: Action): EngineError | null {
  if (s.winner) return { code: 'game-over', message: 'the game is over' };
  if (action.type === 'end-turn')
    return action.player && action.player !== s.active
      ? { code: 'not-your-turn', message: `it is ${s.active}'s turn` }
      : null;
  const plan = checkPlay(s, action);
  return 'error' in plan ? plan.error : null;
}
