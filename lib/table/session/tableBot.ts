import type { Action, GameState, PlayerId } from '../../engine';
import { greedyBot } from '../../sim/bots/greedy';
import { createSearchBot } from '../../sim/bots/search';
import type { Bot } from '../../sim/bots/types';
import { createRng, deriveSeed } from '../../sim/rng';
import { botOf } from '../../sim/simulate';
import type { GameSetup } from '../setup/gameSetup';
import { isFourSeat, isPersonSeat, playerSeats } from '../setup/seatPlayers';

/** Playouts per decision for "hard": strong enough to matter, quick enough for the browser's main thread. */
export const HARD_BOT_ITERATIONS = 250;
const hardBot = createSearchBot({ iterations: HARD_BOT_ITERATIONS });
const multiplayerBots = { greedy: botOf('greedy'), planner: botOf('planner') };

/** The bot playing `seat`, or null for a person's seat (or the Solo AI's, which the engine plays). */
export function seatBot(setup: GameSetup, seat: PlayerId): Bot | null {
  if (isPersonSeat(setup, seat)) return null;
  if (isFourSeat(setup)) {
    const player = playerSeats(setup.mode).includes(seat) ? setup.players?.[seat] : undefined;
    return player === 'greedy' || player === 'planner' ? multiplayerBots[player] : null;
  }
  if (setup.mode !== 'duel' || seat !== 'B') return null;
  return setup.opponent === 'bot-hard' ? hardBot : greedyBot;
}

/** Whether the seat to play is a bot's: the Duel bot (seat B), or a bot seat of a Multiplayer game. */
export function isBotTurn(setup: GameSetup, s: GameState): boolean {
  return !s.winner && seatBot(setup, s.active) !== null;
}

/**
 * The bot's move: the seat's bot (greedy for the Duel's "easy", tree search for "hard"). Its
 * generator is seeded from the game's seed and the move number, so the same game asks for the
 * same move; the replay records the moves themselves and never needs the bot. The bots are
 * blind: they see only what their seat may see (lib/sim/bots).
 */
export function botMove(setup: GameSetup, s: GameState, moveNumber: number): Action {
  const rng = createRng(deriveSeed(setup.seed, moveNumber, 7));
  const bot = seatBot(setup, s.active);
  if (!bot) throw new Error(`seat ${s.active} is not a bot's`);
  return bot(s, rng);
}
