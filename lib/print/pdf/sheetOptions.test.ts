import { describe, expect, it } from 'vitest';
import { MAX_COPIES, parseCopies, parseSheetOptions } from './sheetOptions';

const parse = (q: string) => parseSheetOptions(new URLSearchParams(q));

describe('parseSheetOptions', () => {
  it('reads every option', () => {
    expect(parse('paper=letter&bleed=3&marks=lines&back=1')).toEqual({
      ok: true,
      options: { paper: 'letter', bleedMm: 3, marks: 'lines', back: true },
    });
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

describe('parseCopies', () => {
  it('prints one copy by default, up to a full sheet of 9', () => {
    expect(parseCopies(new URLSearchParams(''))).toEqual({ ok: true, copies: 1 });
    expect(parseCopies(new URLSearchParams('copies=9'))).toEqual({ ok: true, copies: MAX_COPIES });
    expect(parseCopies(new URLSearchParams('copies=4'))).toEqual({ ok: true, copies: 4 });
  });

  it.each(['0', '10', '-1', '2.5', '', 'three', '03', ' 3'])('refuses copies=%s with a message', (value) => {
    expect(parseCopies(new URLSearchParams({ copies: value }))).toEqual({
      ok: false,
      message: 'copies must be a whole number from 1 to 9',
    });
  });
});
