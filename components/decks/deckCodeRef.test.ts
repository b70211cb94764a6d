import { describe, expect, it } from 'vitest';
import { decodeDeck } from '@/lib/decks';
import { readDeckCodeRef } from './deckCodeRef';

const CODE = 'BAAAAAAjMBHNsPIE';

describe('readDeckCodeRef', () => {
  it('keeps a bare code', () => {
    expect(readDeckCodeRef(`  ${CODE} `)).toBe(CODE);
    expect(readDeckCodeRef(`${CODE}.Xk3v9QpL2aA`)).toBe(`${CODE}.Xk3v9QpL2aA`);
  });

  it('reads the code in a shared link, from any site, in any language, with a query or a fragment', () => {
    for (const link of [
      `https://erret.example/d/${CODE}`,
      `http://localhost:3000/en/d/${CODE}`,
      `https://erret.example/fr/d/${CODE}?lang=fr`,
      `https://erret.example/d/${CODE}#cards`,
      `https://erret.example/d/${CODE}/`,
      `/d/${CODE}`,
      `https://erret.example/decks/new?code=${CODE}&lang=fr`,
    ]) {
      expect(readDeckCodeRef(link), link).toBe(CODE);
      expect(decodeDeck(readDeckCodeRef(link)).ok, link).toBe(true);
    }
    expect(readDeckCodeRef(`https://erret.example/d/${CODE}.Xk3v9QpL2aA`)).toBe(`${CODE}.Xk3v9QpL2aA`);
    expect(readDeckCodeRef(`https://erret.example/d/${CODE}%2EXk3v9QpL2aA`)).toBe(`${CODE}.Xk3v9QpL2aA`);
  });

  it('leaves anything else for the decoder to explain', () => {
    expect(readDeckCodeRef('https://erret.example/cards/baron')).toBe('https://erret.example/cards/baron');
    expect(decodeDeck(readDeckCodeRef('https://erret.example/d/BAAAA')).ok).toBe(false);
    expect(readDeckCodeRef('not a code')).toBe('not a code');
  });
});
