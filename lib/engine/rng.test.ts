import { describe, expect, it } from 'vitest';
import { nextRandom, randomInt, seedState, shuffled } from './rng';

describe('seeded generator', () => {
  it('gives the same sequence for the same seed and differs across seeds', () => {
    const run = (seed: number) => {
      let s = seedState(seed);
      const out: number[] = [];
      for (let i = 0; i < 5; i++) {
        const [v, n] = nextRandom(s);
        out.push(v);
        s = n;
      }
      return out;
    };
    expect(run(7)).toEqual(run(7));
    expect(run(7)).not.toEqual(run(8));
    for (const v of run(123)) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(1);
    }
  });

  it('draws integers in range', () => {
    let s = seedState(1);
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const [v, n] = randomInt(s, 4);
      seen.add(v);
      s = n;
    }
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
  });

  it('shuffles a copy, keeping every item', () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const [out] = shuffled(input, seedState(42));
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...out].sort()).toEqual(input);
    expect(out).not.toEqual(input);
  });
});
