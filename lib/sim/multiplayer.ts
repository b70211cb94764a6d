import { winningSeats, type MultiplayerMode } from '../engine';
import { playGame, TURN_CAP } from './game';
import { botOf, gameSeeds, SEARCH_ITERATIONS, type BotName } from './simulate';
import type { SimDeck } from './setup';

const SEATS = ['A', 'B', 'C', 'D'] as const;
type Seat = (typeof SEATS)[number];

/** Free-For-All or Team Play games between four decks, each seat played by the same bot. */
export interface MultiplayerSimOptions {
  mode: MultiplayerMode;
  decks: Record<Seat, SimDeck>;
  bot: BotName;
  searchIterations?: number;
  games: number;
  seed: number;
  /** The first game's index: games [from, from + games) are played, so shares of a run merge into the whole run. */
  from?: number;
  turnCap?: number;
}

export interface MultiplayerSimResult {
  mode: MultiplayerMode;
  games: number;
  /** Free-For-All: games each seat won. Team Play: games each team (named by its seats, "AC", "BD") won. */
  wins: Record<string, number>;
  /** Games stopped at the turn cap (nobody won). */
  capped: number;
  avgTurns: number;
}

/** Plays `games` seeded games; game i depends only on the options and i, as in the duel simulation. */
export function simulateMultiplayer(o: MultiplayerSimOptions): MultiplayerSimResult {
  const bot = botOf(o.bot, o.searchIterations ?? SEARCH_ITERATIONS);
  const bots = { A: bot, B: bot, C: bot, D: bot };
  const wins: Record<string, number> = o.mode === 'ffa' ? { A: 0, B: 0, C: 0, D: 0 } : { AC: 0, BD: 0 };
  const decks: Partial<Record<Seat, SimDeck['cards']>> = {};
  const champions: Partial<Record<Seat, NonNullable<SimDeck['champion']>>> = {};
  for (const seat of SEATS) {
    decks[seat] = o.decks[seat].cards;
    const champion = o.decks[seat].champion;
    if (champion !== undefined) champions[seat] = champion;
  }
  let turns = 0;
  let capped = 0;
  const from = o.from ?? 0;
  for (let k = from; k < from + o.games; k++) {
    const seeds = gameSeeds(o.seed, k);
    const options = {
      mode: o.mode,
      format: 'constructed' as const,
      decks,
      seed: seeds.game,
      ...(Object.keys(champions).length ? { champions } : {}),
    };
    const g = playGame(options, bots, seeds.bots, o.turnCap ?? TURN_CAP);
    turns += g.turns;
    if (g.winner === null) {
      capped++;
      continue;
    }
    const key = o.mode === 'ffa' ? g.winner : winningSeats({ mode: o.mode, winner: g.winner }).join('');
    wins[key]++;
  }
  return { mode: o.mode, games: o.games, wins, capped, avgTurns: o.games ? turns / o.games : 0 };
}
