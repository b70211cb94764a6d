import type { Action, GameState } from '../engine';
import { greedyBot } from '../sim/bots/greedy';
import { createSearchBot } from '../sim/bots/search';
import { createRng, deriveSeed } from '../sim/rng';
import type { GameSetup } from './gameSetup';

/** Playouts per decision for "hard": strong enough to matter, quick enough for the browser's main thread. */
export const HARD_BOT_ITERATIONS = 250;
const hardBot = createSearchBot({ iterations: HARD_BOT_ITERATIONS });

/** Whether the seat to play is the Duel bot's (seat B). */
export function isBotTurn(setup: GameSetup, s: GameState): boolean {
  return setup.mode === 'duel' && (setup.opponent === 'bot-easy' || setup.opponent === 'bot-hard') && s.active === 'B' && !s.winner;
}

/**
 * The bot's move: greedy for "easy", tree search for "hard". Its generator is seeded from the
 * game's seed and the move number, so the same game asks for the same move; the replay
 * records the moves themselves and never needs the bot.
 */
export function botMove(setup: GameSetup, s: GameState, moveNumber: number): Action {
  const rng = createRng(deriveSeed(setup.seed, moveNumber, 7));
  return setup.opponent === 'bot-hard' ? hardBot(s, rng) : greedyBot(s, rng);
}
