import { describe, expect, it } from 'vitest';
import { getStore } from '@/lib/db/store';
import { withTempStore } from '@/lib/db/withTempStore';
import * as collection from '../route';
import * as single from './route';
import * as tokenCheck from './token/route';

const base = 'http://127.0.0.1:3000';
const params = (id: string) => ({ params: Promise.resolve({ id }) });
const design = { name: 'Qa Hero', author: '', attack: 3, health: 5, abilities: [] };

withTempStore('champion-put');

async function created() {
  const response = await collection.POST(
    new Request(`${base}/api/champions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(design),
    }),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; token: string };
}

function put(id: string, token: string, body: unknown, query = '') {
  const form = new FormData();
  form.set('design', JSON.stringify(body));
  return single.PUT(
    new Request(`${base}/api/champions/${id}${query}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }),
    params(id),
  );
}

describe('PUT /api/champions/<id> with a base version', () => {
  it('refuses the second of two edits made from the same version, keeping the first', async () => {
    const { id, token } = await created();
    const first = await put(id, token, { ...design, health: 7, baseVersion: 1 });
    expect([first.status, (await first.json()).version]).toEqual([200, 2]);
    const second = await put(id, token, { ...design, name: 'Renamed', baseVersion: 1 });
    expect(second.status).toBe(409);
    const body = await second.json();
    expect(body.error).toMatch(
      /^The Champion changed meanwhile: it is now at version 2, and your changes were not saved\./,
    );
    expect(body).toMatchObject({ code: 'conflict', field: 'baseVersion', currentVersion: 2 });
    expect(body.errors[0]).toMatchObject({
      field: 'baseVersion',
      messageFr: expect.stringMatching(/^Le Champion a changé entre-temps/),
    });
    const stored = (await getStore().then((s) => s.champions.get(id)))!;
    expect([stored.version, stored.name, stored.design.health]).toEqual([2, 'Qa Hero', 7]);
  });

  it('takes the base version from the address too, and agrees when both match', async () => {
    const { id, token } = await created();
    expect((await put(id, token, design, '?baseVersion=2')).status).toBe(409);
    expect((await put(id, token, { ...design, baseVersion: 1 }, '?baseVersion=1')).status).toBe(200);
    expect((await put(id, token, { ...design, health: 9 })).status).toBe(200);
  });

  it('answers 400 to a base version that is not a version number, and saves nothing', async () => {
    const { id, token } = await created();
    const cases: Array<[unknown, string, RegExp]> = [
      [design, '?baseVersion=0', /must be a version number/],
      [design, '?baseVersion=abc', /must be a version number/],
      [{ ...design, baseVersion: 'abc' }, '', /must be a version number/],
      [{ ...design, baseVersion: 0 }, '', /must be a version number/],
      [{ ...design, baseVersion: 1 }, '?baseVersion=2', /given twice/],
    ];
    for (const [body, query, message] of cases) {
      const response = await put(id, token, body, query);
      expect(response.status, query).toBe(400);
      expect((await response.json()).errors[0]).toMatchObject({
        field: 'baseVersion',
        message: expect.stringMatching(message),
      });
    }
    expect((await getStore().then((s) => s.champions.get(id)))!.version).toBe(1);
  });

  it('refuses unknown fields, as decks do, and a baseVersion when creating', async () => {
    const { id, token } = await created();
    const unknown = await put(id, token, { ...design, heatlh: 9 });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errors[0]).toMatchObject({
      field: 'heatlh',
      message: expect.stringMatching(/^Unknown field “heatlh”/),
    });
    const create = await collection.POST(
      new Request(`${base}/api/champions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...design, baseVersion: 1 }),
      }),
    );
    expect([create.status, (await create.json()).errors[0].field]).toEqual([400, 'baseVersion']);
  });
});

describe('GET /api/champions/<id>/token', () => {
  it('answers 204 for the Champion’s token, 403 for another, 401 for none and 404 for no Champion, writing nothing', async () => {
    const { id, token } = await created();
    const other = await created();
    const check = (champion: string, bearer?: string) =>
      tokenCheck.GET(
        new Request(`${base}/api/champions/${champion}/token`, {
          headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
        }),
        params(champion),
      );
    expect([
      (await check(id, token)).status,
      (await check(id, other.token)).status,
      (await check(id)).status,
      (await check('AAAAAAAAAAA', token)).status,
    ]).toEqual([204, 403, 401, 404]);
    expect(await (await check(id, other.token)).json()).toMatchObject({ code: 'token-forbidden', field: 'token' });
    expect((await getStore().then((s) => s.champions.get(id)))!.version).toBe(1);
  });
});
