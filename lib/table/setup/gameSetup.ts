import type { Card } from '../../cards/types';
import type { CreateGameOptions, CustomPlaySettings, PlayerId } from '../../engine';

/** Who plays seat B in a Duel: a friend on the same screen, or a bot. */
export type Opponent = 'hot-seat' | 'bot-easy' | 'bot-hard';

/** Who plays a seat of a Multiplayer game: a person at this screen, or a bot of lib/sim (greedy, or the default planner). */
export type SeatPlayer = 'person' | 'greedy' | 'planner';
export const SEAT_PLAYERS: readonly SeatPlayer[] = ['person', 'greedy', 'planner'];

/** The four-seat modes the table plays: Free-For-All, Team Play 2 vs 2, and Co-op (players A and C, Solo AIs B and D). */
export type TableMultiplayerMode = 'ffa' | 'teams' | 'coop';

/**
 * Everything needed to set a game up again: with the actions played, this is the replay.
 * Decks are card slugs (or a preconstructed deck slug), so a finished Draft is stored as
 * its resulting decks rather than its picks.
 */
export interface GameSetup {
  mode: 'duel' | 'solo' | TableMultiplayerMode;
  format: 'preconstructed' | 'draft' | 'constructed';
  /** Preconstructed: "deck-1"…"deck-4"; otherwise 8 card slugs. */
  decks: { A: string | string[]; B?: string | string[]; C?: string | string[]; D?: string | string[] };
  /** Solo Draft: the AI's 24 cards; Co-op Draft: the AIs' 48. */
  aiDeck?: string[];
  /** Champions as inline cards (the stored design can change later; the replay must not). */
  champions?: Partial<Record<PlayerId, Card>>;
  custom?: CustomPlaySettings;
  opponent?: Opponent;
  /** Four seats: who plays each person seat (a seat left out is a person's; Co-op's B and D are the Solo AIs). */
  players?: Partial<Record<PlayerId, SeatPlayer>>;
  seed: number;
}

/** The engine's createGame options for a setup. */
export function toCreateOptions(setup: GameSetup): CreateGameOptions {
  const champions: CreateGameOptions['champions'] = {};
  for (const [seat, card] of Object.entries(setup.champions ?? {})) if (card) champions[seat as PlayerId] = { ...card };
  return {
    mode: setup.mode,
    format: setup.format,
    decks: setup.decks,
    aiDeck: setup.aiDeck,
    champions: Object.keys(champions).length ? champions : undefined,
    soloConfig: setup.custom,
    seed: setup.seed,
  };
}
