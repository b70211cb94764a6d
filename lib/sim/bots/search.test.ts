import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import { greedyBot } from './greedy';
import { randomBot } from './random';
import { createSearchBot } from './search';
import { alwaysLegal, samplePositions, soloWins } from './testing';

describe('searchBot (MCTS)', () => {
  const bot = createSearchBot({ iterations: 32 });

  it('always returns a legal action (duel and solo positions)', () => {
    expect(alwaysLegal(bot, samplePositions(60, 3))).toBe(true);
  });

  it('is repeatable from its seed for a state and an iteration budget', () => {
    for (const s of samplePositions(40, 4)) expect(bot(s, createRng(11))).toEqual(bot(s, createRng(11)));
  });

  it('beats the random bot, and the greedy bot, on the same seeded Solo Quick games', () => {
    const search = soloWins(createSearchBot({ iterations: 64 }), 'deck-3', 30);
    expect(search).toBeGreaterThanOrEqual(soloWins(randomBot, 'deck-3', 30) + 10);
    expect(search).toBeGreaterThan(soloWins(greedyBot, 'deck-3', 30));
  });
});
