import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed } from './rng';

describe('createRng', () => {
  it('repeats the same sequence for the same seed and stays in range', () => {
    const a = createRng(42);
    const b = createRng(42);
    const xs = Array.from({ length: 200 }, () => a.int(7));
    expect(Array.from({ length: 200 }, () => b.int(7))).toEqual(xs);
    expect(xs.every((x) => Number.isInteger(x) && x >= 0 && x < 7)).toBe(true);
    expect(new Set(xs).size).toBe(7);
  });

  it('is roughly uniform', () => {
    const r = createRng(1);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 40_000; i++) counts[r.int(4)]++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(400);
  });
});

describe('deriveSeed', () => {
  it('gives distinct seeds per index and stream, and is a pure function', () => {
    const seeds = new Set<number>();
    for (let i = 0; i < 5000; i++) seeds.add(deriveSeed(7, i));
    expect(seeds.size).toBe(5000);
    expect(deriveSeed(7, 3)).toBe(deriveSeed(7, 3));
    expect(deriveSeed(7, 3, 1)).not.toBe(deriveSeed(7, 3, 0));
    expect(deriveSeed(8, 3)).not.toBe(deriveSeed(7, 3));
  });
});
