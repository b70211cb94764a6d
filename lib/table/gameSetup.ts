import type { Card } from '../cards/types';
import type { CreateGameOptions, CustomPlaySettings } from '../engine';

/** Who plays seat B in a Duel: a friend on the same screen, or a bot. */
export type Opponent = 'hot-seat' | 'bot-easy' | 'bot-hard';

/**
 * Everything needed to set a game up again: with the actions played, this is the replay.
 * Decks are card slugs (or a preconstructed deck slug), so a finished Draft is stored as
 * its resulting decks rather than its picks.
 */
export interface GameSetup {
  mode: 'duel' | 'solo';
  format: 'preconstructed' | 'draft' | 'constructed';
  /** Preconstructed: "deck-1"…"deck-4"; otherwise 8 card slugs. */
  decks: { A: string | string[]; B?: string | string[] };
  /** Solo Draft: the AI's 24 cards. */
  aiDeck?: string[];
  /** Champions as inline cards (the stored design can change later; the replay must not). */
  champions?: { A?: Card; B?: Card };
  custom?: CustomPlaySettings;
  opponent?: Opponent;
  seed: number;
}

/** The engine's createGame options for a setup. */
export function toCreateOptions(setup: GameSetup): CreateGameOptions {
  const champions: CreateGameOptions['champions'] = {};
  if (setup.champions?.A) champions.A = { ...setup.champions.A };
  if (setup.champions?.B) champions.B = { ...setup.champions.B };
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
