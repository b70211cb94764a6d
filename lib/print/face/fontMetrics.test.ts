import { describe, expect, it } from 'vitest';
import { METRICS_TABLE } from './fontMetrics.data';
import { capHeight, measureText } from './fontMetrics';
import { readFontMetrics } from './fontMetricsSource';

describe('font metrics', () => {
  it('match the font files shipped in node_modules (run generateFontMetrics.ts if not)', async () => {
    expect(await readFontMetrics()).toEqual(METRICS_TABLE);
  });

  it('measures proportionally to size and counts unknown characters as wide', () => {
    expect(measureText('Baron', 'display-700', 4)).toBeCloseTo(2 * measureText('Baron', 'display-700', 2));
    expect(measureText('W', 'body-700', 10)).toBeGreaterThan(measureText('i', 'body-700', 10));
    expect(measureText('\u4e00', 'body-700', 10)).toBeCloseTo(9);
    expect(capHeight('display-700', 10)).toBeCloseTo(7);
  });
});
