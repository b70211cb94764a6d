import { describe, expect, it } from 'vitest';
import { layoutSheet, PRINTABLE_MARGIN_MM, type MmBox, type SheetOptions } from './sheetLayout';

const combos: SheetOptions[] = (['a4', 'letter'] as const).flatMap((paper) =>
  ([0, 3] as const).flatMap((bleedMm) => (['crop', 'lines'] as const).map((marks) => ({ paper, bleedMm, marks }))),
);
const overlaps = (a: MmBox, b: MmBox) =>
  a.x < b.x + b.width - 1e-9 &&
  b.x < a.x + a.width - 1e-9 &&
  a.y < b.y + b.height - 1e-9 &&
  b.y < a.y + a.height - 1e-9;
const name = (o: SheetOptions) => `${o.paper} bleed ${o.bleedMm} ${o.marks}`;

describe('layoutSheet', () => {
  it.each(combos.map((o) => [name(o), o] as const))(
    '%s: cards at 56 × 87 mm, bleeds never overlap, all inside the printable page',
    (_n, o) => {
      const l = layoutSheet(30, o);
      const m = PRINTABLE_MARGIN_MM;
      for (const page of l.pages.filter((p) => p.side === 'front')) {
        page.cards.forEach((c, i) => {
          expect(c.trim.width).toBe(56);
          expect(c.trim.height).toBe(87);
          expect(c.bleed.x).toBeCloseTo(c.trim.x - o.bleedMm, 9);
          expect(c.bleed.width).toBe(56 + 2 * o.bleedMm);
          expect(c.bleed.x).toBeGreaterThanOrEqual(m);
          expect(c.bleed.y).toBeGreaterThanOrEqual(m);
          expect(c.bleed.x + c.bleed.width).toBeLessThanOrEqual(l.pageWidth - m);
          expect(c.bleed.y + c.bleed.height).toBeLessThanOrEqual(l.pageHeight - m);
          page.cards.slice(i + 1).forEach((d) => expect(overlaps(c.bleed, d.bleed)).toBe(false));
        });
        for (const line of page.marks) {
          for (const v of [line.x1, line.x2]) expect(v >= m && v <= l.pageWidth - m).toBe(true);
          for (const v of [line.y1, line.y2]) expect(v >= m && v <= l.pageHeight - m).toBe(true);
          if (o.marks === 'crop') {
            const box = {
              x: Math.min(line.x1, line.x2),
              y: Math.min(line.y1, line.y2),
              width: Math.abs(line.x2 - line.x1) || 1e-6,
              height: Math.abs(line.y2 - line.y1) || 1e-6,
            };
            // Crop marks stay off every card's artwork, bleed included.
            for (const c of page.cards) expect(overlaps(box, c.bleed)).toBe(false);
            expect(Math.hypot(line.x2 - line.x1, line.y2 - line.y1)).toBeGreaterThanOrEqual(2);
          }
        }
      }
    },
  );

  it('centres the grid', () => {
    for (const o of combos) {
      const l = layoutSheet(9, o);
      const cards = l.pages[0].cards;
      const left = Math.min(...cards.map((c) => c.trim.x)),
        right = l.pageWidth - Math.max(...cards.map((c) => c.trim.x + 56));
      const top = Math.min(...cards.map((c) => c.trim.y)),
        bottom = l.pageHeight - Math.max(...cards.map((c) => c.trim.y + 87));
      expect(left).toBeCloseTo(right, 6);
      expect(top).toBeCloseTo(bottom, 6);
    }
  });

  it('puts 9 cards (3 × 3) on an A4 page, with or without bleed', () => {
    for (const bleedMm of [0, 3] as const) {
      const l = layoutSheet(9, { paper: 'a4', bleedMm, marks: 'crop' });
      expect([l.cols, l.rows, l.pages.length, l.pages[0].cards.length]).toEqual([3, 3, 1, 9]);
      expect(l.pageWidth).toBe(210);
      expect(l.pageHeight).toBe(297);
    }
    // Without bleed, A4 3 × 3 sits at 21 mm / 18 mm: (210 − 168) / 2 and (297 − 261) / 2.
    expect(layoutSheet(1, { paper: 'a4', bleedMm: 0, marks: 'crop' }).pages[0].cards[0].trim).toEqual({
      x: 21,
      y: 18,
      width: 56,
      height: 87,
    });
    // With 3 mm bleed the trims are 6 mm apart: (210 − 180) / 2 = 15 and (297 − 273) / 2 = 12.
    const b = layoutSheet(9, { paper: 'a4', bleedMm: 3, marks: 'crop' }).pages[0].cards;
    expect(b[0].trim).toEqual({ x: 15, y: 12, width: 56, height: 87 });
    expect(b[4].trim).toEqual({ x: 77, y: 105, width: 56, height: 87 });
  });

  it('chooses the Letter grid by computation: 3 × 3 trimmed, 3 × 2 with bleed', () => {
    // 3 rows with bleed need 3 × 93 = 279 mm of the 279.4 mm page: no room left for margins or marks.
    const trimmed = layoutSheet(9, { paper: 'letter', bleedMm: 0, marks: 'crop' });
    expect([trimmed.cols, trimmed.rows]).toEqual([3, 3]);
    const bled = layoutSheet(9, { paper: 'letter', bleedMm: 3, marks: 'crop' });
    expect([bled.cols, bled.rows, bled.pages.length]).toEqual([3, 2, 2]);
    expect(bled.pages[1].cards).toHaveLength(3);
    expect(trimmed.pageWidth).toBe(215.9);
    expect(trimmed.pageHeight).toBe(279.4);
  });

  it('spreads cards over pages and numbers them in order', () => {
    const l = layoutSheet(20, { paper: 'a4', bleedMm: 0, marks: 'lines' });
    expect(l.pages.map((p) => p.cards.length)).toEqual([9, 9, 2]);
    expect(l.pages.flatMap((p) => p.cards.map((c) => c.card))).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('mirrors back pages for long-edge duplex and ends with an alignment pair', () => {
    const l = layoutSheet(11, { paper: 'a4', bleedMm: 3, marks: 'crop', back: true });
    expect(l.pages.map((p) => p.side)).toEqual(['front', 'back', 'front', 'back', 'alignment-front', 'alignment-back']);
    for (const [front, back] of [
      [l.pages[0], l.pages[1]],
      [l.pages[2], l.pages[3]],
    ]) {
      expect(back.cards.map((c) => c.card)).toEqual(front.cards.map((c) => c.card));
      front.cards.forEach((f, i) => {
        expect(back.cards[i].trim.x).toBeCloseTo(210 - f.trim.x - 56, 9);
        expect(back.cards[i].trim.y).toBe(f.trim.y);
      });
    }
    // The first column's card sits behind the last column on the back.
    expect(l.pages[1].cards[0].trim.x).toBe(l.pages[0].cards[2].trim.x);
    expect(l.pages[1].marks).toEqual([]);
  });

  it('draws cut lines along every trim edge in "lines" mode', () => {
    const l = layoutSheet(9, { paper: 'a4', bleedMm: 0, marks: 'lines' });
    const xs = new Set(l.pages[0].marks.filter((m) => m.x1 === m.x2).map((m) => m.x1));
    expect([...xs].sort((a, b) => a - b)).toEqual([21, 77, 133, 189]);
  });

  it('rejects an empty or fractional count', () => {
    expect(() => layoutSheet(0, combos[0])).toThrow(/at least one card/);
    expect(() => layoutSheet(1.5, combos[0])).toThrow(RangeError);
  });
});
