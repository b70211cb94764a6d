import { describe, expect, it } from 'vitest';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { pluralKey } from './pluralKey';

const say = (locale: 'en' | 'fr', key: 'views' | 'galleryCount' | 'textImported' | 'deckMissing', count: number) =>
  createT(decksMessages, locale)(pluralKey(key, count, locale), { count, missing: count });

describe('pluralKey: counts take the singular or the plural, never “(s)”', () => {
  it('says 1 view, 2 views in English and 0 vue, 1 vue, 2 vues in French', () => {
    expect([0, 1, 2].map((n) => say('en', 'views', n))).toEqual(['0 views', '1 view', '2 views']);
    expect([0, 1, 2].map((n) => say('fr', 'views', n))).toEqual(['0 vue', '1 vue', '2 vues']);
    expect(say('en', 'galleryCount', 1)).toBe('1 deck');
    expect(say('fr', 'textImported', 8)).toBe('8 cartes importées.');
    expect(say('fr', 'deckMissing', 1)).toBe('Encore 1 carte à ajouter.');
  });

  it('leaves no “(s)” in any deck message', () => {
    for (const locale of ['en', 'fr'] as const) {
      for (const text of Object.values(decksMessages[locale])) expect(text).not.toMatch(/\((?:e?s|e)\)/);
    }
  });
});
