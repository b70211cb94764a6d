import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '@/lib/cards';
import { withTempStore } from '@/lib/db/withTempStore';
import * as collection from './route';
import * as single from './[id]/route';
import * as decks from '../decks/route';
import * as deckCodes from '../deck-codes/[code]/route';

const base = 'http://127.0.0.1:3000';
const params = (id: string) => ({ params: Promise.resolve({ id }) });
const request = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  new Request(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const design = { name: 'Passagère', author: 'Ana', attack: 2, health: 2, abilities: [] };

withTempStore('champions-delete');

describe('DELETE /api/champions/<id>', () => {
  it('deletes with the edit token only; decks naming it then say it is missing', async () => {
    const { id, token } = await (await collection.POST(request('POST', '/api/champions', design))).json();
    const deck = await (
      await decks.POST(
        request('POST', '/api/decks', { name: 'With her', cards: [...PRECONSTRUCTED[0].cards], champion: id }),
      )
    ).json();
    const remove = (headers: Record<string, string>) =>
      single.DELETE(request('DELETE', `/api/champions/${id}`, undefined, headers), params(id));

    expect((await remove({})).status).toBe(401);
    const wrong = await remove({ authorization: `Bearer ${'x'.repeat(32)}` });
    expect([wrong.status, (await wrong.json()).code]).toEqual([403, 'token-forbidden']);
    expect((await single.GET(request('GET', `/api/champions/${id}`), params(id))).status).toBe(200);

    expect((await remove({ authorization: `Bearer ${token}` })).status).toBe(204);
    expect((await single.GET(request('GET', `/api/champions/${id}`), params(id))).status).toBe(404);
    const again = await remove({ authorization: `Bearer ${token}` });
    expect([again.status, (await again.json()).code]).toEqual([404, 'not-found']);
    const code = await deckCodes.GET(request('GET', `/api/deck-codes/${deck.code}`), {
      params: Promise.resolve({ code: deck.code }),
    });
    expect([code.status, (await code.json()).code]).toEqual([422, 'champion-missing']);
  });
});
