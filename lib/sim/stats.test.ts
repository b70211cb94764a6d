import { describe, expect, it } from 'vitest';
import { emptyTotals, mergeTotals, summarize, wilson } from './stats';

describe('wilson', () => {
  it('matches the textbook interval', () => {
    const [lo, hi] = wilson(50, 100);
    expect(lo).toBeCloseTo(0.4038, 4);
    expect(hi).toBeCloseTo(0.5962, 4);
    const [lo0, hi0] = wilson(0, 10);
    expect(lo0).toBe(0);
    expect(hi0).toBeCloseTo(0.2775, 4);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });
});

describe('mergeTotals', () => {
  it('adds counts, histograms and per-card totals', () => {
    const a = {
      ...emptyTotals(),
      games: 2,
      wins: 1,
      losses: 1,
      turns: 20,
      turnHistogram: { 9: 1, 11: 1 },
      winHistogram: { 9: 1 },
      perCard: { baron: { played: 2, damageDealt: 5, destroyed: 1 } },
    };
    const b = {
      ...emptyTotals(),
      games: 1,
      capped: 1,
      turns: 200,
      turnHistogram: { 200: 1, 9: 0 },
      winHistogram: {},
      perCard: {
        baron: { played: 1, damageDealt: 1, destroyed: 0 },
        ogre: { played: 1, damageDealt: 0, destroyed: 1 },
      },
    };
    const m = mergeTotals(a, b);
    expect(m).toMatchObject({
      games: 3,
      wins: 1,
      losses: 1,
      capped: 1,
      turns: 220,
      turnHistogram: { 9: 1, 11: 1, 200: 1 },
      winHistogram: { 9: 1 },
    });
    expect(m.perCard).toEqual({
      baron: { played: 3, damageDealt: 6, destroyed: 1 },
      ogre: { played: 1, damageDealt: 0, destroyed: 1 },
    });
    expect(a.perCard.baron.played).toBe(2);
    expect(summarize(m)).toMatchObject({ winRate: 1 / 3, avgTurns: 220 / 3 });
  });
});
