import { PRECONSTRUCTED } from '../../cards';
import { apply, createGame, legalActions, type GameState } from '../../engine';
import { playGame } from '../game';
import { createRng } from '../rng';
import { gameOptions } from '../setup';
import { gameSeeds } from '../simulate';
import { randomBot } from './random';
import type { Bot } from './types';

/** Positions from random duel and solo games, for checking bots (test helper). */
export function samplePositions(count: number, seed = 1): GameState[] {
  const out: GameState[] = [];
  const rng = createRng(seed);
  for (let g = 0; out.length < count; g++) {
    const solo = g % 2 === 0;
    const created = createGame(solo
      ? { mode: 'solo', format: 'preconstructed', decks: { A: PRECONSTRUCTED[g % 4].slug }, seed: g }
      : { mode: 'duel', format: 'preconstructed', decks: { A: PRECONSTRUCTED[g % 4].slug, B: PRECONSTRUCTED[(g + 1) % 4].slug }, seed: g });
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
    if (playGame(gameOptions({ cards }, 'solo-quick', seeds.game), { A: bot, B: bot }, seeds.bots).winner === 'A') wins++;
  }
  return wins;
}
