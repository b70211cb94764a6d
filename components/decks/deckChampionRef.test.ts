import { describe, expect, it } from 'vitest';
import { readChampionRef } from './deckChampionRef';

describe('readChampionRef', () => {
  it('reads a bare id', () => {
    expect(readChampionRef('  Xk3v9QpL2aA ')).toBe('Xk3v9QpL2aA');
  });

  it('reads the id in a page or API link', () => {
    expect(readChampionRef('https://erret.example/champions/Xk3v9QpL2aA')).toBe('Xk3v9QpL2aA');
    expect(readChampionRef('http://localhost:3000/champions/Xk3v9QpL2aA?lang=fr#top')).toBe('Xk3v9QpL2aA');
    expect(readChampionRef('/champions/Xk3v9QpL2aA/edit?token=secret')).toBe('Xk3v9QpL2aA');
    expect(readChampionRef('https://erret.example/api/champions/Xk3v9QpL2aA/image')).toBe('Xk3v9QpL2aA');
  });

  it('refuses anything else', () => {
    for (const bad of [
      '',
      'abc',
      'https://erret.example/decks/Xk3v9QpL2aA',
      '/champions/<b>x</b>',
      'https://erret.example/champions/',
      'a b c d',
    ]) {
      expect(readChampionRef(bad)).toBeNull();
    }
  });
});
