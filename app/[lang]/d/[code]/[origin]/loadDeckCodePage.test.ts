import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '@/lib/cards';
import { withTempStore } from '@/lib/db/withTempStore';
import { encodeDeck } from '@/lib/decks';
import { encodeOriginKey } from '@/lib/api/originKey';
import * as collection from '@/app/api/champions/route';
import * as single from '@/app/api/champions/[id]/route';
import { deckCodeMetadata, loadDeckCodePage } from './loadDeckCodePage';

const base = 'http://127.0.0.1:3000';
const origin = encodeOriginKey(new URL(base));
const cards = PRECONSTRUCTED[0].cards;
const params = (code: string) => Promise.resolve({ lang: 'en', code, origin });
const design = { name: 'Ashen Ferry', author: '', attack: 2, health: 3, abilities: [] };
// What notFound() throws: Next answers it with the not-found page.
const NOT_FOUND = { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' };

withTempStore('deck-code-page');

function send(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, token?: string) {
  return new Request(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}

describe('the page of a deck code', () => {
  it('is the cached route’s for a code alone, and the per-request route’s for a code with a Champion', async () => {
    const created = await collection.POST(send('POST', '/api/champions', design));
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const plain = encodeDeck(cards);
    const withChampion = encodeDeck(cards, id);
    expect((await loadDeckCodePage(params(plain), false)).champion).toBeNull();
    expect((await loadDeckCodePage(params(withChampion), true)).champion?.name).toBe('Ashen Ferry');
    await expect(loadDeckCodePage(params(withChampion), false)).rejects.toMatchObject(NOT_FOUND);
    await expect(loadDeckCodePage(params(plain), true)).rejects.toMatchObject(NOT_FOUND);
    expect((await deckCodeMetadata(params(withChampion), false)).robots).toEqual({ index: false });
  });

  it('shows a Champion as it is at each request: renamed, then gone', async () => {
    const created = await collection.POST(send('POST', '/api/champions', design));
    const { id, token } = (await created.json()) as { id: string; token: string };
    const code = encodeDeck(cards, id);
    expect((await deckCodeMetadata(params(code), true)).description).toMatch(/Champion: Ashen Ferry$/);
    const championParams = { params: Promise.resolve({ id }) };
    const renamed = await single.PUT(
      send('PUT', `/api/champions/${id}`, { ...design, name: 'Lantern Ferry' }, token),
      championParams,
    );
    expect(renamed.status).toBe(200);
    expect((await loadDeckCodePage(params(code), true)).champion?.name).toBe('Lantern Ferry');
    expect((await deckCodeMetadata(params(code), true)).description).toMatch(/Champion: Lantern Ferry$/);
    const removed = await single.DELETE(send('DELETE', `/api/champions/${id}`, undefined, token), championParams);
    expect(removed.status).toBe(204);
    const page = await loadDeckCodePage(params(code), true);
    expect([page.championId, page.champion]).toEqual([id, null]);
    expect((await deckCodeMetadata(params(code), true)).description).not.toContain('Champion');
  });
});
