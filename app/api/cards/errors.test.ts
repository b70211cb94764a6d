import { describe, expect, it } from 'vitest';
import { GET as list } from './route';
import { GET as one } from './[slug]/route';

const answer = async (response: Response | Promise<Response>) => {
  const r = await response;
  return { status: r.status, body: await r.json() };
};

describe('/api/cards refusals', () => {
  it('carry the one error shape: a stable code and the field at fault', async () => {
    expect(
      await answer(one(new Request('http://localhost/api/cards/zzz'), { params: Promise.resolve({ slug: 'zzz' }) })),
    ).toEqual({
      status: 404,
      body: { error: 'No card has the slug "zzz".', code: 'not-found', field: 'slug' },
    });
    expect(await answer(list(new Request('http://localhost/api/cards?q=rage&lang=de')))).toEqual({
      status: 400,
      body: { error: 'lang must be "en" or "fr".', code: 'bad-param', field: 'lang' },
    });
    expect(await answer(list(new Request(`http://localhost/api/cards?q=${'a'.repeat(501)}`)))).toEqual({
      status: 400,
      body: { error: 'The query is too long: at most 500 characters.', code: 'bad-param', field: 'q', max: 500 },
    });
  });

  it('read the first of repeated parameters, as before', async () => {
    expect((await answer(list(new Request('http://localhost/api/cards?lang=fr&lang=de&q=rage')))).status).toBe(200);
    expect((await answer(list(new Request('http://localhost/api/cards?lang=de&lang=fr&q=rage')))).status).toBe(400);
  });
});
