import { describe, expect, it } from 'vitest';
import { legalActions, type Action } from '../../engine';
import { BOT_NAMES, botOf, REFERENCE_ITERATIONS } from '../simulate';
import { createSearchBot } from './search';
import { evaluate } from './evaluate';
import { after } from './greedy';
import { coopPositions, peeks, samplePositions } from './testing';
import type { Bot } from './types';

/** The old greedy bot: it plays each turn out on the real state, reading the AI's next reveals. */
const clairvoyant: Bot = (s) => {
  let best: Action = { type: 'end-turn' };
  let bestScore = -Infinity;
  for (const a of legalActions(s)) {
    let next = after(s, a);
    if (a.type !== 'end-turn' && !next.winner) next = after(next, { type: 'end-turn' });
    const score = evaluate(next, s.active);
    if (score > bestScore) [best, bestScore] = [a, score];
  }
  return best;
};

describe('bots see only what their seat sees', () => {
  const positions = samplePositions(80, 21);

  it('a bot reading the face-down deck is caught by the check', () => {
    expect(peeks(() => clairvoyant, positions)).toBeGreaterThan(0);
  });

  for (const name of BOT_NAMES) {
    it(`${name}: permuting the AI's deck or an enemy's hand, or re-seeding the engine, never changes a choice`, () => {
      expect(peeks(() => botOf(name), name === 'search' ? positions.slice(0, 40) : positions)).toBe(0);
    });
  }

  const coop = coopPositions(40, 5);
  for (const name of BOT_NAMES) {
    it(`${name} in Co-op: permuting either AI's face-down deck or the ally's hand never changes a choice`, () => {
      expect(peeks(() => botOf(name), name === 'search' ? coop.slice(0, 20) : coop)).toBe(0);
    });
  }

  it('the clairvoyant bot is caught in Co-op too, so the check sees what the AI decks hide', () => {
    expect(peeks(() => clairvoyant, coop)).toBeGreaterThan(0);
  });

  it('the reference search (2,000 iterations, resampled each iteration) is blind too', () => {
    expect(
      peeks(
        () => createSearchBot({ iterations: REFERENCE_ITERATIONS }),
        positions.filter((s) => s.mode === 'solo' && legalActions(s).length >= 3).slice(0, 5),
      ),
    ).toBe(0);
  });
});
