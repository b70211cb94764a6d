import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '../cards';
import { withTempStore } from '../db/withTempStore';
import { apiContext } from './context';
import { createDeck, deleteDeck, listDecks, updateDeck } from './decks';

withTempStore('decks-list-cache');

const base = 'http://127.0.0.1:3000';
const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  new Request(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.7', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const list = async (q: string) => {
  const response = await listDecks(send('GET', `/api/decks?q=${encodeURIComponent(q)}`), await apiContext());
  return { status: response.status, cache: response.headers.get('x-search-cache'), body: await response.json() };
};
const names = (found: { body: { items: { name: string }[] } }) => found.body.items.map((d) => d.name);

describe('GET /api/decks through the search cache', () => {
  it('says hit or miss, and shows a deck created, edited and deleted through the API at once', async () => {
    const tag = `api${Date.now().toString(36)}`;
    const cards = [...PRECONSTRUCTED[2].cards];
    expect(await list(tag)).toMatchObject({ status: 200, cache: 'miss', body: { items: [], total: 0 } });
    expect(await list(tag)).toMatchObject({ cache: 'hit', body: { items: [], total: 0 } });

    const created = await (
      await createDeck(send('POST', '/api/decks', { name: `${tag} one`, cards }), await apiContext())
    ).json();
    const shown = await list(tag);
    expect([shown.cache, names(shown), shown.body.items[0].code]).toEqual(['miss', [`${tag} one`], created.code]);
    expect(await list(tag)).toMatchObject({ cache: 'hit', body: { total: 1 } });

    const auth = { authorization: `Bearer ${created.token}` };
    expect(
      (
        await updateDeck(
          send('PUT', `/api/decks/${created.id}`, { name: `${tag} two` }, auth),
          created.id,
          await apiContext(),
        )
      ).status,
    ).toBe(200);
    expect(names(await list(tag))).toEqual([`${tag} two`]);
    expect(
      (await deleteDeck(send('DELETE', `/api/decks/${created.id}`, undefined, auth), created.id, await apiContext()))
        .status,
    ).toBe(204);
    expect(await list(tag)).toMatchObject({ cache: 'miss', body: { items: [], total: 0 } });
  });

  it('answers a search not understood with the same clear 400 every time', async () => {
    for (let i = 0; i < 2; i++) {
      const refused = await list('foo:bar');
      expect(refused).toMatchObject({
        status: 400,
        cache: null,
        body: { code: 'bad-param', field: 'q', terms: ['foo:bar'], error: expect.stringContaining('foo') },
      });
    }
  });
});
