import { describe, expect, it } from 'vitest';
import { hashToken, newId, newToken, tokenMatches } from './tokens';

describe('ids and edit tokens', () => {
  it('makes URL-safe ids and tokens that differ every time', () => {
    const ids = new Set(Array.from({ length: 1000 }, newId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{11}$/);
    expect(newToken()).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('stores a hash that is not the token, and matches only the right token', () => {
    const token = newToken();
    const hash = hashToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(tokenMatches(token, hash)).toBe(true);
    expect(tokenMatches(newToken(), hash)).toBe(false);
    expect(tokenMatches('', hash)).toBe(false);
    expect(tokenMatches(token, 'not-a-hash')).toBe(false);
  });
});
