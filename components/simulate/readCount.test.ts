import { describe, expect, it } from 'vitest';
import { readCount } from './readCount';

describe('readCount', () => {
  it('reads digit groups written the English or the French way', () => {
    expect(readCount('1,000', 20, 2000)).toBe(1000);
    expect(readCount('1 000', 20, 2000)).toBe(1000);
    expect(readCount('1\u202f000', 20, 2000)).toBe(1000);
    expect(readCount(' 150 ', 20, 2000)).toBe(150);
  });

  it('refuses decimals, signs, misplaced separators and numbers out of range', () => {
    for (const bad of ['1,5', '-30', '1e3', '10,00', 'abc', '', '2,001', '19'])
      expect(readCount(bad, 20, 2000)).toBeNull();
  });
});
