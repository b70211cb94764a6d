import { describe, expect, it } from 'vitest';
import { fourSeatLines, type PlayerId } from '../../engine';
import { fourSeatLayout } from './fourSeatLayout';

const seatsOf = (lines: Record<string, object>) =>
  Object.fromEntries(Object.entries(lines).map(([l, s]) => [l, Object.keys(s) as PlayerId[]]));
const ORDER: PlayerId[] = ['A', 'B', 'C', 'D'];

describe('fourSeatLayout', () => {
  it('seats A at the bottom with B (next in turn) on its right and D on its left, each of its lines shared with that neighbour (Ruling R36)', () => {
    const layout = fourSeatLayout(seatsOf(fourSeatLines()), ORDER, 'A')!;
    expect([layout.left, layout.across, layout.right]).toEqual(['D', 'C', 'B']);
    expect(layout.cells).toEqual([
      { line: 'cd', far: 'C', near: 'D' },
      { line: 'bc', far: 'C', near: 'B' },
      { line: 'da', far: 'D', near: 'A' },
      { line: 'ab', far: 'B', near: 'A' },
    ]);
  });

  it('turns the table for another viewer: C at the bottom, A across', () => {
    const layout = fourSeatLayout(seatsOf(fourSeatLines()), ORDER, 'C')!;
    expect([layout.left, layout.across, layout.right]).toEqual(['B', 'A', 'D']);
    expect(layout.cells.map((c) => c.line)).toEqual(['ab', 'da', 'bc', 'cd']);
    // Every line is drawn once, and each neighbour's two halves meet at its side of the table.
    expect(new Set(layout.cells.map((c) => c.line)).size).toBe(4);
    expect([layout.cells[0].near, layout.cells[2].far]).toEqual(['B', 'B']);
    expect([layout.cells[1].near, layout.cells[3].far]).toEqual(['D', 'D']);
  });

  it('is null for a two-seat game, an unknown viewer or lines the seats do not share', () => {
    expect(fourSeatLayout({ top: ['A', 'B'], bottom: ['A', 'B'] }, ['A', 'B'], 'A')).toBeNull();
    expect(fourSeatLayout(seatsOf(fourSeatLines()), ORDER, 'E' as PlayerId)).toBeNull();
    expect(fourSeatLayout({ ab: ['A', 'B'], bc: ['B', 'C'], cd: ['C', 'D'], ac: ['A', 'C'] }, ORDER, 'A')).toBeNull();
  });
});
