import { describe, expect, it } from 'vitest';
import { legalActions } from '../../engine';
import { createRng } from '../rng';
import { randomBot } from './random';
import { alwaysLegal, samplePositions } from './testing';

describe('randomBot', () => {
  const positions = samplePositions(300);

  it('always returns a legal action', () => {
    expect(alwaysLegal(randomBot, positions)).toBe(true);
  });

  it('is uniform over the legal actions and repeatable from its seed', () => {
    const s = positions.find((p) => legalActions(p).length >= 4)!;
    const n = legalActions(s).length;
    const counts = new Map<string, number>();
    const rng = createRng(5);
    for (let i = 0; i < 400 * n; i++) {
      const key = JSON.stringify(randomBot(s, rng));
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(n);
    for (const c of counts.values()) expect(Math.abs(c - 400)).toBeLessThan(100);
    const a = createRng(3);
    const b = createRng(3);
    for (const p of positions.slice(0, 50)) expect(randomBot(p, a)).toEqual(randomBot(p, b));
  });
});
