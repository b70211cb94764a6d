import { describe, expect, it } from 'vitest';
import { parseSheetOptions } from './sheetOptions';

const parse = (q: string) => parseSheetOptions(new URLSearchParams(q));

describe('parseSheetOptions', () => {
  it('reads every option', () => {
    expect(parse('paper=letter&bleed=3&marks=lines&back=1')).toEqual({ ok: true, options: { paper: 'letter', bleedMm: 3, marks: 'lines', back: true } });
  });

  it('defaults to A4, no bleed, crop marks, no backs', () => {
    expect(parse('')).toEqual({ ok: true, options: { paper: 'a4', bleedMm: 0, marks: 'crop', back: false } });
  });

  it.each([
    ['paper=a3', /paper/],
    ['bleed=5', /bleed/],
    ['bleed=', /bleed/],
    ['marks=dots', /marks/],
    ['back=yes', /back/],
  ])('refuses %s with a message', (q, message) => {
    const result = parse(q);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(message);
  });
});
