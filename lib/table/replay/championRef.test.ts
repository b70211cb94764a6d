import { describe, expect, it } from 'vitest';
import { championFailure, parseChampionRef } from './championRef';

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

describe('championFailure', () => {
  it('tells a missing Champion from a server or network failure', () => {
    expect(championFailure(404)).toBe('not-found');
    expect(championFailure(400)).toBe('not-found');
    expect(championFailure(500)).toBe('unavailable');
    expect(championFailure(503)).toBe('unavailable');
  });
});
