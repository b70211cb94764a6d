import { describe, expect, it } from 'vitest';
import { CARDS } from '@/lib/cards';
import { GET } from './route';
import { GET as GET_ONE } from './[slug]/route';

const call = async (search: string) => {
  const response = GET(new Request(`http://localhost/api/cards${search}`));
  return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
};

const callOne = async (slug: string) => {
  const response = await GET_ONE(new Request(`http://localhost/api/cards/${slug}`), {
    params: Promise.resolve({ slug }),
  });
  return { status: response.status, body: await response.json() };
};

describe('GET /api/cards', () => {
  it('returns every card as JSON without a query', async () => {
    const { status, type, body } = await call('');
    expect(status).toBe(200);
    expect(type).toContain('application/json');
    expect(body.count).toBe(CARDS.length);
    expect(body.cards.map((c: { slug: string }) => c.slug)).toEqual(CARDS.map((c) => c.slug));
    expect(body.warnings).toEqual([]);
  });

  it('searches with ?q= in the search syntax', async () => {
    const { status, body } = await call(`?q=${encodeURIComponent('ab:rage m<=3')}`);
    const expected = CARDS.filter((c) => c.abilities.some((a) => a.ability === 'rage') && c.mana <= 3).map(
      (c) => c.slug,
    );
    expect(status).toBe(200);
    expect(expected.length).toBeGreaterThan(0);
    expect(body.count).toBe(expected.length);
    expect(body.cards.map((c: { slug: string }) => c.slug)).toEqual(expected);
  });

  it('finds a bare ability name and says how it read it, in the asked language', async () => {
    const { status, body } = await call(`?q=sprint&lang=fr`);
    const expected = CARDS.filter((c) => c.abilities.some((a) => a.ability === 'sprint')).map((c) => c.slug);
    expect(status).toBe(200);
    expect(body.cards.map((c: { slug: string }) => c.slug)).toEqual(expected);
    expect(body.readings).toEqual([
      {
        text: 'sprint',
        start: 0,
        end: 6,
        reading: { kind: 'ability', value: 'sprint' },
        fuzzy: false,
        names: false,
        query: 'ab:sprint',
        message: 'Affichage des cartes avec Sprint — ab:sprint',
      },
    ]);
  });

  it('reports what it did not understand, in the asked language', async () => {
    const { status, body } = await call(`?q=${encodeURIComponent('t:incantation foo:bar')}&lang=fr`);
    expect(status).toBe(200);
    expect(body.count).toBe(CARDS.filter((c) => c.type === 'incantation').length);
    expect(body.warnings).toHaveLength(1);
    expect(body.warnings[0]).toMatchObject({ code: 'unknown-key', text: 'foo:bar', start: 14, end: 21 });
    expect(body.warnings[0].message).toContain('Mot-clé inconnu');
  });

  it('explains an empty result and suggests a fix', async () => {
    const { status, body } = await call(`?q=${encodeURIComponent('dragn m<=9')}`);
    expect(status).toBe(200);
    expect(body.count).toBe(0);
    expect(body.noResults.reasons[0]).toMatchObject({ code: 'term-matches-nothing', text: 'dragn' });
    expect(body.noResults.suggestions[0]).toMatchObject({ code: 'close-name', query: 'dragon m<=9' });
    expect(typeof body.noResults.suggestions[0].message).toBe('string');
    expect((await call('?q=ab:rage')).body.noResults).toBeUndefined();
  });

  it('sorts as the query asks', async () => {
    const { body } = await call(`?q=${encodeURIComponent('t:incantation order:mana dir:desc')}`);
    const manas = body.cards.map((c: { mana: number }) => c.mana);
    expect(manas).toEqual([...manas].sort((a, b) => b - a));
    expect(body).toMatchObject({ order: 'mana', dir: 'desc' });
  });

  it('refuses a query over 500 characters with a 400 and a message', async () => {
    const { status, body } = await call(`?q=${'a'.repeat(501)}`);
    expect(status).toBe(400);
    expect(body.error).toMatch(/too long/);
    expect((await call(`?q=${'a'.repeat(500)}`)).status).toBe(200);
  });

  it('refuses an unknown language', async () => {
    const { status, body } = await call('?q=rage&lang=de');
    expect(status).toBe(400);
    expect(body.error).toMatch(/lang/);
  });
});

describe('GET /api/cards/[slug]', () => {
  it('returns the card and its set', async () => {
    const { status, body } = await callOne('demon-belier');
    expect(status).toBe(200);
    expect(body.card).toEqual(CARDS.find((c) => c.slug === 'demon-belier'));
    expect(body.set.slug).toBe(body.card.set);
    expect(body.set.nameFr).toBeTruthy();
  });

  it('answers 404 with a JSON error for an unknown or malformed slug', async () => {
    for (const slug of ['no-such-card', 'Demon-Belier', '../etc/passwd', '']) {
      const { status, body } = await callOne(slug);
      expect(status).toBe(404);
      expect(typeof body.error).toBe('string');
    }
  });
});
