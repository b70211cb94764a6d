import { greedyBot } from './bots/greedy';
import { randomBot } from './bots/random';
import { createPlannerBot } from './bots/planner';
import { createSearchBot } from './bots/search';
import type { Bot } from './bots/types';
import { playGame, TURN_CAP } from './game';
import { deriveSeed } from './rng';
import { gameOptions, type Opponent, type SimDeck } from './setup';
import { emptyTotals, summarize, type CardTotals, type SimSummary, type SimTotals } from './stats';

export const BOT_NAMES = ['random', 'greedy', 'search', 'planner'] as const;
export type BotName = (typeof BOT_NAMES)[number];

/** The bot of `/simulate`, the optimizer and `npm run simulate` unless another is asked for. */
export const DEFAULT_BOT: BotName = 'planner';

/** The search bot's default budget: MCTS iterations per decision. */
export const SEARCH_ITERATIONS = 64;

/** The reference the default bot is measured against: the search bot with this budget. */
export const REFERENCE_ITERATIONS = 2000;

/** The default bot's settings (see lib/sim/README.md for how they were chosen). */
export const PLANNER = { samples: 16, maxPlans: 128, shortlist: 12, shortlistEnds: 2, reply: true };

export function botOf(name: BotName, searchIterations = SEARCH_ITERATIONS): Bot {
  if (name === 'random') return randomBot;
  if (name === 'greedy') return greedyBot;
  if (name === 'planner') return createPlannerBot(PLANNER);
  return createSearchBot({ iterations: searchIterations });
}

export interface SimulateOptions {
  deck: SimDeck;
  opponent: Opponent;
  bot: BotName;
  /** The opposing deck's bot in a duel (default: the same as `bot`). */
  opponentBot?: BotName;
  searchIterations?: number;
  games: number;
  seed: number;
  /** First game index (a worker's share of a larger run); game i always plays the same way. */
  from?: number;
  turnCap?: number;
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

export interface SimulateResult extends SimSummary {
  perCard: Record<string, CardTotals>;
  totals: SimTotals;
}

/** The seeds of game `index` in a run seeded with `seed`: one for the engine, one for the bots. */
export function gameSeeds(seed: number, index: number): { game: number; bots: number } {
  return { game: deriveSeed(seed, index, 0), bots: deriveSeed(seed, index, 1) };
}

/** Integer totals of games [from, from + games): disjoint ranges merge into exactly one run's totals. */
export function runGames(o: SimulateOptions): SimTotals {
  const from = o.from ?? 0;
  const bot = botOf(o.bot, o.searchIterations);
  const bots = { A: bot, B: o.opponentBot ? botOf(o.opponentBot, o.searchIterations) : bot };
  const t = emptyTotals();
  const every = Math.max(1, Math.min(250, Math.floor(o.games / 100)));
  for (let k = 0; k < o.games; k++) {
    if (o.signal?.aborted) throw new DOMException('The simulation was cancelled', 'AbortError');
    const seeds = gameSeeds(o.seed, from + k);
    const g = playGame(gameOptions(o.deck, o.opponent, seeds.game), bots, seeds.bots, o.turnCap ?? TURN_CAP);
    t.games++;
    t.turns += g.turns;
    t.turnHistogram[g.turns] = (t.turnHistogram[g.turns] ?? 0) + 1;
    if (g.capped) t.capped++;
    else if (g.winner === 'A') {
      t.wins++;
      t.winHistogram[g.turns] = (t.winHistogram[g.turns] ?? 0) + 1;
    } else t.losses++;
    for (const [slug, c] of Object.entries(g.perCard)) {
      const sum = (t.perCard[slug] ??= { played: 0, damageDealt: 0, destroyed: 0 });
      sum.played += c.played;
      sum.damageDealt += c.damageDealt;
      sum.destroyed += c.destroyed;
    }
    if (o.onProgress && ((k + 1) % every === 0 || k + 1 === o.games)) o.onProgress(k + 1, o.games);
  }
  return t;
}

/** Whether the deck won each game of [from, from + games): 1 won, 0 lost or capped (for paired comparisons). */
export function gameOutcomes(o: Omit<SimulateOptions, 'onProgress'>): Uint8Array {
  const from = o.from ?? 0;
  const bot = botOf(o.bot, o.searchIterations);
  const bots = { A: bot, B: o.opponentBot ? botOf(o.opponentBot, o.searchIterations) : bot };
  const out = new Uint8Array(o.games);
  for (let k = 0; k < o.games; k++) {
    if (o.signal?.aborted) throw new DOMException('The simulation was cancelled', 'AbortError');
    const seeds = gameSeeds(o.seed, from + k);
    out[k] =
      playGame(gameOptions(o.deck, o.opponent, seeds.game), bots, seeds.bots, o.turnCap ?? TURN_CAP).winner === 'A'
        ? 1
        : 0;
  }
  return out;
}

export function resultOf(totals: SimTotals): SimulateResult {
  return { ...summarize(totals), perCard: totals.perCard, totals };
}

/** Plays `games` seeded games of the deck against the opponent with the chosen bot. */
export function simulateGames(o: SimulateOptions): SimulateResult {
  return resultOf(runGames(o));
}
