import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import { randomBot } from './random';
import { createSearchBot } from './search';
import { alwaysLegal, samplePositions, soloWins } from './testing';

describe('searchBot (MCTS)', () => {
  const bot = createSearchBot({ iterations: 24 });

  it('always returns a legal action', () => {
    expect(alwaysLegal(bot, samplePositions(60, 3))).toBe(true);
  });

  it('is deterministic for a seed and an iteration budget', () => {
    for (const s of samplePositions(40, 4)) {
      expect(bot(s, createRng(11))).toEqual(bot(s, createRng(11)));
    }
  });

  it('beats the random bot on the same seeded Solo Quick games', () => {
    expect(soloWins(bot, 'deck-2', 16)).toBeGreaterThanOrEqual(soloWins(randomBot, 'deck-2', 16) + 5);
  });
});
