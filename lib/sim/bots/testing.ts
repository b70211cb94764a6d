import { PRECONSTRUCTED } from '../../cards';
import {
  apply,
  createGame,
  legalActions,
  playerOf,
  seatPlayers,
  STRONGHOLD,
  type CreateGameOptions,
  type GameState,
  type PlayerId,
  type PlayerState,
} from '../../engine';
import { playGame } from '../game';
import { createRng } from '../rng';
import { gameOptions } from '../setup';
import { gameSeeds } from '../simulate';
import { randomBot } from './random';
import type { Bot } from './types';

/** Positions from random games whose setup `optionsOf(g)` gives, played by the random bot (test helper). */
function positionsOf(count: number, seed: number, optionsOf: (g: number) => CreateGameOptions): GameState[] {
  const out: GameState[] = [];
  const rng = createRng(seed);
  for (let g = 0; out.length < count; g++) {
    const created = createGame(optionsOf(g));
    if (!created.ok) throw new Error(created.error.message);
    let s = created.state;
    while (!s.winner && out.length < count) {
      out.push(s);
      const r = apply(s, randomBot(s, rng), { quiet: true });
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
  }
  return out;
}

/** Positions from random duel and solo games, for checking bots (test helper). */
export function samplePositions(count: number, seed = 1): GameState[] {
  return positionsOf(count, seed, (g) =>
    g % 2 === 0
      ? { mode: 'solo', format: 'preconstructed', decks: { A: PRECONSTRUCTED[g % 4].slug }, seed: g }
      : {
          mode: 'duel',
          format: 'preconstructed',
          decks: { A: PRECONSTRUCTED[g % 4].slug, B: PRECONSTRUCTED[(g + 1) % 4].slug },
          seed: g,
        },
  );
}

/** Positions from random Co-op games (both AIs' decks face down, the ally's hand hidden), for checking bots (test helper). */
export function coopPositions(count: number, seed = 1): GameState[] {
  return positionsOf(count, seed, (g) => ({
    mode: 'coop',
    format: 'preconstructed',
    decks: { A: PRECONSTRUCTED[g % 4].slug, C: PRECONSTRUCTED[(g + 1) % 4].slug },
    seed: g,
  }));
}

/** True when `bot` picks one of the listed legal actions in every position (test helper). */
export function alwaysLegal(bot: Bot, positions: GameState[]): boolean {
  const rng = createRng(9);
  return positions.every((s) => {
    const action = JSON.stringify(bot(s, rng));
    return legalActions(s).some((a) => JSON.stringify(a) === action);
  });
}

/** Wins of `bot` with a preconstructed deck against Solo Quick over `games` seeded games (test helper). */
export function soloWins(bot: Bot, deck: string, games: number, seed = 1): number {
  const cards = PRECONSTRUCTED.find((d) => d.slug === deck)!.cards;
  let wins = 0;
  for (let i = 0; i < games; i++) {
    const seeds = gameSeeds(seed, i);
    if (playGame(gameOptions({ cards }, 'solo-quick', seeds.game), { A: bot, B: bot }, seeds.bots).winner === 'A')
      wins++;
  }
  return wins;
}

/**
 * The same position with what the active seat cannot see changed: the Solo AI's face-down
 * deck and an enemy's hand (Stronghold kept in place) permuted, the engine's generator
 * re-seeded (test helper).
 */
export function scrambleHidden(s: GameState, seed: number): GameState {
  const rng = createRng(seed);
  const shuffle = (ids: number[]) => {
    for (let i = ids.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [ids[i], ids[j]] = [ids[j], ids[i]];
    }
    return ids;
  };
  const core = { ...s, rng: (s.rng ^ Math.imul(seed + 1, 0x9e3779b1)) | 0 };
  // Seats in turn order, so the shuffles draw as they always did.
  const scrambled = new Map<PlayerId, PlayerState>();
  for (const id of s.order) {
    const p = playerOf(s, id);
    if (id === s.active) scrambled.set(id, p);
    else if (p.kind === 'ai') scrambled.set(id, { ...p, deck: shuffle(p.deck.slice()) });
    else {
      const hidden = shuffle(p.hand.filter((c) => c !== STRONGHOLD));
      scrambled.set(id, { ...p, hand: p.hand.map((c) => (c === STRONGHOLD ? c : hidden.shift()!)) });
    }
  }
  return seatPlayers(s.mode, core, Object.fromEntries(scrambled));
}

/**
 * Positions where a fresh bot from `make` chose differently (or drew a different number of
 * values) once the hidden part was scrambled, with the same generator seed: none for a
 * blind bot (test helper).
 */
export function peeks(make: () => Bot, positions: GameState[]): number {
  let differ = 0;
  positions.forEach((s, i) => {
    const a = createRng(100 + i);
    const mine = JSON.stringify(make()(s, a));
    for (let k = 1; k <= 2; k++) {
      const other = scrambleHidden(s, 7 * i + k);
      const b = createRng(100 + i);
      if (JSON.stringify(make()(other, b)) !== mine || b.state !== a.state) differ++;
    }
  });
  return differ;
}
