import { describe, expect, it } from 'vitest';
import { preferredLocale, requestLocale } from './requestLocale.mjs';

describe('preferredLocale', () => {
  it('takes the reader’s highest-ranked language among English and French', () => {
    expect(preferredLocale('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(preferredLocale('de-DE,de;q=0.9,en;q=0.7,fr;q=0.8')).toBe('fr');
    expect(preferredLocale('en-GB,fr;q=0.3')).toBe('en');
    expect(preferredLocale('FR')).toBe('fr');
  });

  it('falls back to English for nothing, other languages or nonsense', () => {
    for (const header of [null, '', 'de,es;q=0.5', ';;;,q=,fr;q=0', 'french', 'fr;q=abc'])
      expect(preferredLocale(header), String(header)).toBe('en');
  });
});

describe('requestLocale', () => {
  it('takes an explicit ?lang= first, then the remembered choice, then the browser’s language', () => {
    expect(requestLocale('fr', 'en', 'en')).toBe('fr');
    expect(requestLocale(null, 'fr', 'en')).toBe('fr');
    expect(requestLocale('de', 'fr', 'en')).toBe('fr');
    expect(requestLocale(undefined, 'xx', 'fr-CA,en;q=0.5')).toBe('fr');
    expect(requestLocale('', '', null)).toBe('en');
  });
});
