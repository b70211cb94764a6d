import { PRECONSTRUCTED } from '../cards';
import { winningSeats, type CreateGameOptions, type CustomPlaySettings } from '../engine';
import { playGame, TURN_CAP } from './game';
import { closestPreconstructed, type SimDeck } from './setup';
import { botOf, gameSeeds, SEARCH_ITERATIONS, type BotName } from './simulate';

/** Co-op games: two decks for the players A and C, both played by the same bot, against the two Solo AIs. */
export interface CoopSimOptions {
  mode: 'coop';
  decks: { A: SimDeck; C: SimDeck };
  /** Custom Play settings of both AIs; Quick Play when omitted. */
  soloConfig?: CustomPlaySettings;
  bot: BotName;
  searchIterations?: number;
  games: number;
  seed: number;
  turnCap?: number;
}

export interface CoopSimResult {
  mode: 'coop';
  games: number;
  /** Games the two players won together. */
  wins: number;
  /** Games the AIs won. */
  losses: number;
  /** Games stopped at the turn cap (nobody won). */
  capped: number;
  avgTurns: number;
}

/**
 * The engine options of one Co-op game. Two distinct preconstructed decks play the
 * Preconstructed format; any other pair plays like a finished Co-op Draft whose AIs hold the
 * three preconstructed decks other than the one closest to each player's deck (R43's
 * Preconstructed rule), so a one-card swap never changes what the AIs play.
 */
export function coopGameOptions(o: Pick<CoopSimOptions, 'decks' | 'soloConfig'>, seed: number): CreateGameOptions {
  const closest = { A: closestPreconstructed(o.decks.A.cards), C: closestPreconstructed(o.decks.C.cards) };
  const exact = (id: 'A' | 'C') =>
    o.decks[id].cards.length === 8 && closest[id].cards.every((c) => o.decks[id].cards.includes(c));
  const champions = {
    ...(o.decks.A.champion !== undefined ? { A: o.decks.A.champion } : {}),
    ...(o.decks.C.champion !== undefined ? { C: o.decks.C.champion } : {}),
  };
  const withChampions = Object.keys(champions).length > 0;
  if (exact('A') && exact('C') && closest.A !== closest.C && !withChampions) {
    return {
      mode: 'coop',
      format: 'preconstructed',
      decks: { A: closest.A.slug, C: closest.C.slug },
      soloConfig: o.soloConfig,
      seed,
    };
  }
  const aiDeck = (['A', 'C'] as const).flatMap((id) =>
    PRECONSTRUCTED.filter((d) => d !== closest[id]).flatMap((d) => d.cards),
  );
  return {
    mode: 'coop',
    format: 'draft',
    decks: { A: o.decks.A.cards, C: o.decks.C.cards },
    aiDeck,
    soloConfig: o.soloConfig,
    seed,
    ...(withChampions ? { champions } : {}),
  };
}

/** Plays `games` seeded games; game i depends only on the options and i, as in the duel simulation. */
export function simulateCoop(o: CoopSimOptions): CoopSimResult {
  const bot = botOf(o.bot, o.searchIterations ?? SEARCH_ITERATIONS);
  let wins = 0;
  let losses = 0;
  let capped = 0;
  let turns = 0;
  for (let k = 0; k < o.games; k++) {
    const seeds = gameSeeds(o.seed, k);
    const g = playGame(coopGameOptions(o, seeds.game), { A: bot, C: bot }, seeds.bots, o.turnCap ?? TURN_CAP);
    turns += g.turns;
    if (g.winner === null) capped++;
    else if (winningSeats({ mode: 'coop', winner: g.winner }).includes('A')) wins++;
    else losses++;
  }
  return { mode: 'coop', games: o.games, wins, losses, capped, avgTurns: o.games ? turns / o.games : 0 };
}
