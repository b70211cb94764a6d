import { describe, expect, it } from 'vitest';
import { readChampionToken } from './championEditToken';

describe('readChampionToken', () => {
  it('reads back a token kept in the tab', () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345_-';
    expect(readChampionToken(JSON.stringify({ token, fresh: true }))).toEqual({ token, fresh: true });
    expect(readChampionToken(JSON.stringify({ token }))).toEqual({ token, fresh: false });
  });

  it('ignores what is not a token: markup, a URL, broken JSON, nothing', () => {
    expect(readChampionToken(JSON.stringify({ token: '"><script>alert(1)</script>' }))).toBeNull();
    expect(readChampionToken(JSON.stringify({ token: 'https://evil.example/x' }))).toBeNull();
    expect(readChampionToken('{oops')).toBeNull();
    expect(readChampionToken(null)).toBeNull();
  });
});
