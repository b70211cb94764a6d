import { describe, expect, it } from 'vitest';
import { CARDS } from '@/lib/cards';
import { GET } from './route';

const land = (search: string) => {
  const response = GET(new Request(`http://localhost/en/cards/random${search}`));
  return {
    status: response.status,
    location: response.headers.get('location') ?? '',
    cache: response.headers.get('cache-control'),
  };
};

describe('GET /cards/random', () => {
  it('redirects to a real card page, never cached', () => {
    const { status, location, cache } = land('');
    expect(status).toBe(307);
    expect(cache).toBe('no-store');
    const slug = /^\/cards\/([a-z0-9-]+)$/.exec(location)?.[1];
    expect(CARDS.map((c) => c.slug)).toContain(slug);
  });

  it('picks among the results of the search it is given', () => {
    const sprint = new Set(
      CARDS.filter((c) => c.abilities.some((a) => a.ability === 'sprint')).map((c) => `/cards/${c.slug}`),
    );
    for (let i = 0; i < 20; i += 1) expect(sprint).toContain(land('?q=ab%3Asprint').location);
  });

  it('goes back to the search when nothing matches', () => {
    expect(land('?q=zzzz').location).toBe('/cards?q=zzzz');
  });
});
