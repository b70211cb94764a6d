import { describe, expect, it } from 'vitest';
import { readDeckLinks } from './savedDeckLinks';

describe('readDeckLinks', () => {
  const links = { url: '/decks/abc', editUrl: '/decks/abc/edit#token=t0k', fresh: true };

  it('reads back the links kept for that deck', () => {
    expect(readDeckLinks('abc', JSON.stringify(links))).toEqual(links);
    expect(readDeckLinks('abc', JSON.stringify({ ...links, fresh: 'yes' }))).toEqual({ ...links, fresh: false });
  });

  it('ignores anything else found in storage: another deck, another site, broken JSON', () => {
    expect(readDeckLinks('xyz', JSON.stringify(links))).toBeNull();
    expect(
      readDeckLinks('abc', JSON.stringify({ ...links, editUrl: 'https://evil.example/decks/abc/edit#token=t' })),
    ).toBeNull();
    expect(readDeckLinks('abc', JSON.stringify({ ...links, editUrl: '/decks/abc/edit?token=t0k' }))).toBeNull();
    expect(readDeckLinks('abc', '{not json')).toBeNull();
    expect(readDeckLinks('abc', null)).toBeNull();
  });
});
