import { describe, expect, it } from 'vitest';
import { parsePrintOptions } from './printOptions';

const parse = (query: string) => parsePrintOptions(new URLSearchParams(query));

describe('parsePrintOptions', () => {
  it('defaults to A4, no bleed, crop marks, no back, English', () => {
    expect(parse('')).toEqual({
      ok: true,
      value: { options: { paper: 'a4', bleedMm: 0, marks: 'crop', back: false }, locale: 'en', copies: 1 },
    });
  });

  it('reads every option, as the print form sends them', () => {
    const parsed = parse('paper=letter&bleed=3&marks=lines&back=1&copies=9&lang=fr');
    expect(parsed).toEqual({
      ok: true,
      value: { options: { paper: 'letter', bleedMm: 3, marks: 'lines', back: true }, locale: 'fr', copies: 9 },
    });
  });

  it('names the faulty parameter in both languages', () => {
    for (const [query, field] of [
      ['paper=a3', 'paper'],
      ['bleed=2', 'bleed'],
      ['marks=none', 'marks'],
      ['back=yes', 'back'],
      ['lang=de', 'lang'],
      ['bleed=', 'bleed'],
      ['copies=10', 'copies'],
    ]) {
      const result = parse(query);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.field).toBe(field);
        expect(result.error.message).toMatch(new RegExp(`^Bad print option: ${field} must be`));
        expect(result.error.messageFr).toMatch(new RegExp(`^Option d’impression invalide : ${field} must be`));
      }
    }
  });
});
