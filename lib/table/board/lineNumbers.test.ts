import { describe, expect, it } from 'vitest';
import { FOUR_SEAT_LINES } from '../../engine';
import { lineNumbers } from './lineNumbers';

describe('lineNumbers', () => {
  it('names each four-seat line by its two seats, and leaves the Duel lines to their names', () => {
    expect(['ab', 'bc', 'cd', 'da'].map(lineNumbers)).toEqual(['1–2', '2–3', '3–4', '4–1']);
    expect(FOUR_SEAT_LINES.A.map(lineNumbers)).toEqual(['1–2', '4–1']);
    expect([lineNumbers('top'), lineNumbers('bottom')]).toEqual([null, null]);
  });
});
