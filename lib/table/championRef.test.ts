import { describe, expect, it } from 'vitest';
import { parseChampionRef } from './championRef';

describe('parseChampionRef', () => {
  it('reads an id, a page link or an edit link', () => {
    expect(parseChampionRef(' Xk3v9QpL2aA ')).toBe('Xk3v9QpL2aA');
    expect(parseChampionRef('https://erret.example/champions/Xk3v9QpL2aA')).toBe('Xk3v9QpL2aA');
    expect(parseChampionRef('/champions/Xk3v9QpL2aA/edit?token=abc')).toBe('Xk3v9QpL2aA');
  });
  it('refuses anything else', () => {
    expect(parseChampionRef('')).toBeNull();
    expect(parseChampionRef('a b')).toBeNull();
    expect(parseChampionRef('abc')).toBeNull();
  });
});
