import { describe, expect, it } from 'vitest';
import { niceTicks } from './niceTicks';

describe('niceTicks (the histogram y-axis)', () => {
  it('counts from 0 in round steps up to the tallest bar', () => {
    expect(niceTicks(1)).toEqual([0, 1]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6]);
    expect(niceTicks(100)).toEqual([0, 50, 100]);
    expect(niceTicks(1234)).toEqual([0, 500, 1000]);
    expect(niceTicks(0)).toEqual([0]);
  });
});
