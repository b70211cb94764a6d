import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '../../cards';
import { createRng } from '../rng';
import { resultOf, runGames, PLANNER } from '../simulate';
import { mergeTotals } from '../stats';
import { greedyBot } from './greedy';
import { createPlannerBot } from './planner';
import { alwaysLegal, samplePositions, soloWins } from './testing';

describe('plannerBot (the default bot)', () => {
  it('always returns a legal action (duel and solo positions)', () => {
    expect(alwaysLegal(createPlannerBot(PLANNER), samplePositions(200, 6))).toBe(true);
  });

  it('is repeatable from its seed', () => {
    for (const s of samplePositions(60, 8)) expect(createPlannerBot(PLANNER)(s, createRng(4))).toEqual(createPlannerBot(PLANNER)(s, createRng(4)));
  });

  it('keeps its turn plan only for the game it made it in: any split of a run merges into the one-process totals', () => {
    const o = { deck: { cards: PRECONSTRUCTED[0].cards }, opponent: 'solo-quick' as const, bot: 'planner' as const, games: 24, seed: 7 };
    const whole = runGames(o);
    const parts = [runGames({ ...o, from: 11, games: 13 }), runGames({ ...o, from: 0, games: 5 }), runGames({ ...o, from: 5, games: 6 })];
    expect(resultOf(parts.reduce(mergeTotals))).toEqual(resultOf(whole));
  });

  it('beats the greedy bot on the same seeded Solo Quick games', () => {
    for (const deck of ['deck-1', 'deck-3']) {
      expect(soloWins(createPlannerBot(PLANNER), deck, 60)).toBeGreaterThanOrEqual(soloWins(greedyBot, deck, 60) + 6);
    }
  });
});
