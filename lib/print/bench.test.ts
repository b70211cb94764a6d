import { describe, expect, it } from 'vitest';
import { benchPrint } from './bench';

describe('benchPrint', () => {
  it('returns positive figures for a real sheet (times are printed by the bench, never asserted)', async () => {
    const figures = await benchPrint(1);
    expect(figures.runs).toBe(1);
    expect(figures.sheetBytes).toBeGreaterThan(10_000);
    for (const key of ['faceLayoutMs', 'sheetMs', 'sheetWithBacksMs', 'cardImageMs'] as const)
      expect(figures[key]).toBeGreaterThan(0);
  });
});
