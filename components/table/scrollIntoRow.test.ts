import { describe, expect, it } from 'vitest';
import { scrollIntoRow } from './scrollIntoRow';

const box = (left: number, right: number) => ({ getBoundingClientRect: () => ({ left, right }) });

describe('scrollIntoRow', () => {
  it('scrolls the row right or left just enough to show the element, with a margin', () => {
    const row = { ...box(0, 300), scrollLeft: 100 };
    scrollIntoRow(box(280, 360), row);
    expect(row.scrollLeft).toBe(168);
    scrollIntoRow(box(-40, 20), row);
    expect(row.scrollLeft).toBe(120);
  });

  it('leaves the row alone when the element is already in it, or when there is no row', () => {
    const row = { ...box(0, 300), scrollLeft: 50 };
    scrollIntoRow(box(10, 90), row);
    expect(row.scrollLeft).toBe(50);
    expect(() => scrollIntoRow(box(0, 1), null)).not.toThrow();
  });
});
