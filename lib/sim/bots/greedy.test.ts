import { describe, expect, it } from 'vitest';
import { greedyBot } from './greedy';
import { randomBot } from './random';
import { alwaysLegal, samplePositions, soloWins } from './testing';

describe('greedyBot', () => {
  it('always returns a legal action (duel and solo positions)', () => {
    expect(alwaysLegal(greedyBot, samplePositions(200, 2))).toBe(true);
  });

  it('beats the random bot by a wide margin on the same seeded Solo Quick games', () => {
    for (const deck of ['deck-2', 'deck-4']) {
      const greedy = soloWins(greedyBot, deck, 60);
      const random = soloWins(randomBot, deck, 60);
      expect(greedy).toBeGreaterThanOrEqual(random + 10);
    }
  });
});
