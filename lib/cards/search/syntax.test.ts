import { describe, expect, it } from 'vitest';
import { searchCards } from './searchCards';
import { SEARCH_SYNTAX } from './syntax';
import { KEY_ALIASES, resolveKey } from './vocabulary';

describe('SEARCH_SYNTAX', () => {
  it('has unique ids and text in both languages', () => {
    expect(new Set(SEARCH_SYNTAX.map((e) => e.id)).size).toBe(SEARCH_SYNTAX.length);
    for (const entry of SEARCH_SYNTAX) {
      for (const text of [entry.title, entry.description, ...entry.examples.map((e) => e.description)]) {
        expect(text.en.trim(), entry.id).not.toBe('');
        expect(text.fr.trim(), entry.id).not.toBe('');
      }
      expect(entry.examples.length, entry.id).toBeGreaterThan(0);
    }
  });

  it('has examples that work: cards and no warning, or a warning where that is the point', () => {
    for (const { query, warns } of SEARCH_SYNTAX.flatMap((e) => e.examples)) {
      const result = searchCards(query);
      if (warns) expect(result.warnings.length, query).toBeGreaterThan(0);
      else {
        expect(result.warnings, query).toEqual([]);
        expect(result.cards.length, query).toBeGreaterThan(0);
      }
    }
  });

  it('documents only keys the parser accepts, and every meaning of a key', () => {
    const documented = SEARCH_SYNTAX.flatMap((e) => e.keys)
      .filter((k) => k.endsWith(':'))
      .map((k) => resolveKey(k.slice(0, -1)));
    expect(documented).not.toContain(undefined);
    expect(new Set(documented)).toEqual(new Set(Object.values(KEY_ALIASES)));
  });
});
