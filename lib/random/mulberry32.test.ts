import { describe, expect, it } from 'vitest';
import { mulberry32, seededRandom } from './mulberry32';

describe('mulberry32', () => {
  it('gives the reference sequence for seed 0', () => {
    // Replays and simulation seeds depend on these values never changing.
    let state = 0;
    const outputs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const [out, next] = mulberry32(state);
      outputs.push(out);
      state = next;
    }
    expect(outputs).toEqual([1144304738, 1416247, 958946056]);
  });

  it('is pure: the same state gives the same output', () => {
    expect(mulberry32(12345)).toEqual(mulberry32(12345));
  });

  it('seededRandom yields floats in [0, 1) reproducibly', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const values = Array.from({ length: 100 }, () => a());
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(Array.from({ length: 100 }, () => b())).toEqual(values);
  });
});
