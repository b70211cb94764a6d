import { describe, expect, it } from 'vitest';
import { createT, defineMessages } from './translate';
import { isLocale, toLocale } from './locales';

const dict = defineMessages({
  en: { hello: 'Hello {name}', plain: 'Cards' },
  fr: { hello: 'Bonjour {name}', plain: 'Cartes' },
});

describe('createT', () => {
  it('picks the locale and fills placeholders', () => {
    expect(createT(dict, 'fr')('hello', { name: 'Léa' })).toBe('Bonjour Léa');
    expect(createT(dict, 'en')('plain')).toBe('Cards');
  });
  it('leaves unknown placeholders visible', () => {
    expect(createT(dict, 'en')('hello', { other: 1 })).toBe('Hello {name}');
  });
});

describe('locales', () => {
  it('accepts only en and fr', () => {
    expect(isLocale('fr')).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(toLocale('xx')).toBe('en');
  });
});
