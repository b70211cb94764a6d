import { describe, expect, it } from 'vitest';
import { editUrlWithToken, tokenFromFragment, tokenMovedToFragment } from './fragmentToken';

describe('edit tokens in the fragment', () => {
  it('reads back the token of an edit link, and nothing from an address without one', () => {
    const url = new URL(editUrlWithToken('/decks/abcd1234', 'Tok_en-42'), 'https://erret.test');
    expect([url.pathname, url.search, tokenFromFragment(url.hash)]).toEqual(['/decks/abcd1234/edit', '', 'Tok_en-42']);
    expect(tokenFromFragment('')).toBe('');
    expect(tokenFromFragment('#section')).toBe('');
  });

  it('moves an old link’s token from the query to the fragment, keeping the rest of the query', () => {
    expect(tokenMovedToFragment('/decks/a/edit', { token: 'T1', code: 'BAA' })).toBe('/decks/a/edit?code=BAA#token=T1');
    expect(tokenMovedToFragment('/decks/a/edit', { token: 'T1' })).toBe('/decks/a/edit#token=T1');
    expect(tokenMovedToFragment('/decks/a/edit', { code: 'BAA' })).toBeNull();
    expect(tokenMovedToFragment('/decks/a/edit', { token: ['a', 'b'] })).toBeNull();
  });
});
