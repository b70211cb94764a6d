import { describe, expect, it } from 'vitest';
import { languageFreeUrl, sameDocument } from './languageFreeUrl';

describe('languageFreeUrl', () => {
  it('drops a language prefix and ?lang=, keeping the rest of the address', () => {
    expect(languageFreeUrl('http://h/en/cards?q=ab:rage')).toBe('http://h/cards?q=ab:rage');
    expect(languageFreeUrl('http://h/fr')).toBe('http://h/');
    expect(languageFreeUrl('http://h/fr/help/search?lang=fr#order')).toBe('http://h/help/search#order');
  });

  it('leaves paths that only start like a language alone', () => {
    expect(languageFreeUrl('http://h/french-deck')).toBe('http://h/french-deck');
    expect(languageFreeUrl('http://h/cards/en')).toBe('http://h/cards/en');
  });
});

describe('sameDocument', () => {
  it('ignores the fragment only', () => {
    expect(sameDocument('http://h/a#x', 'http://h/a')).toBe(true);
    expect(sameDocument('http://h/a?q=1#x', 'http://h/a')).toBe(false);
  });
});
