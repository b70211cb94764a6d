import { describe, expect, it } from 'vitest';
import { circlePath, formatPath, parsePath, pathBounds, PathSyntaxError, roundedRectPath } from './path';
import { rasterizePath } from './raster';

describe('parsePath', () => {
  it('turns relative and shorthand commands into absolute M/L/C/Z', () => {
    const segs = parsePath('m1 2 h3 v4 l-1 1 z');
    expect(segs).toEqual([
      { op: 'M', x: 1, y: 2 },
      { op: 'L', x: 4, y: 2 },
      { op: 'L', x: 4, y: 6 },
      { op: 'L', x: 3, y: 7 },
      { op: 'Z' },
    ]);
  });

  it('treats extra pairs after M as lines', () => {
    expect(parsePath('M0 0 10 0 10 10').map((s) => s.op)).toEqual(['M', 'L', 'L']);
  });

  it('converts quadratics and smooth curves to cubics ending at the right point', () => {
    const segs = parsePath('M0 0Q5 10 10 0T20 0S30 10 40 0');
    expect(segs.map((s) => s.op)).toEqual(['M', 'C', 'C', 'C']);
    const last = segs[3];
    expect(last.op === 'C' && [last.x, last.y]).toEqual([40, 0]);
  });

  it('approximates arcs closely: a circle stays on its radius', () => {
    const segs = parsePath(circlePath(10, 10, 5));
    for (const s of segs) if (s.op !== 'Z') expect(Math.hypot(s.x - 10, s.y - 10)).toBeCloseTo(5, 6);
    const b = pathBounds(segs);
    expect(b.x).toBeCloseTo(5, 1);
    expect(b.width).toBeGreaterThanOrEqual(10 - 1e-9);
  });

  it('rejects malformed data with a clear error', () => {
    expect(() => parsePath('L1 1')).toThrow(PathSyntaxError);
    expect(() => parsePath('M1')).toThrow(/needs 2 numbers/);
    expect(() => parsePath('M1 1 X')).toThrow(/Unexpected "X"/);
    expect(() => parsePath('5 5')).toThrow(PathSyntaxError);
  });

  it('formats moved and scaled paths that parse back to the same shape', () => {
    const d = formatPath(parsePath('M0 0L2 0L2 2Z'), 10, 20, 3);
    expect(d).toBe('M10 20L16 20L16 26Z');
  });
});

describe('roundedRectPath and rasterizePath', () => {
  it('fills a rounded rectangle but not its corners', () => {
    const cells = rasterizePath(roundedRectPath(0, 0, 24, 24, 8), 24);
    expect(cells[0]).toBe(false);
    expect(cells[12 * 24 + 12]).toBe(true);
    expect(cells[0 * 24 + 12]).toBe(true);
  });

  it('leaves holes with the even-odd rule', () => {
    const cells = rasterizePath(circlePath(12, 12, 10) + circlePath(12, 12, 5), 24);
    expect(cells[12 * 24 + 12]).toBe(false);
    expect(cells[12 * 24 + 4]).toBe(true);
  });
});
