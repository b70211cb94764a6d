import { describe, expect, it } from 'vitest';
import { deckEditUrl, tokenFromFragment } from './deckEditToken';

describe('deck edit tokens in the fragment', () => {
  it('reads back the token of an edit link, and nothing from an address without one', () => {
    const url = new URL(deckEditUrl('abcd1234', 'Tok_en-42'), 'https://erret.test');
    expect([url.search, tokenFromFragment(url.hash)]).toEqual(['', 'Tok_en-42']);
    expect(tokenFromFragment('')).toBe('');
    expect(tokenFromFragment('#section')).toBe('');
  });
});
