import { describe, expect, it } from 'vitest';
import { withTempStore } from '@/lib/db/withTempStore';
import * as collection from './route';
import * as pictureRoute from './[id]/picture/route';

const base = 'http://127.0.0.1:3000';
const design = { name: 'Qa Hero', attack: 1, health: 2, abilities: [] };
const post = (body: unknown) =>
  collection.POST(
    new Request(`${base}/api/champions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

withTempStore('champion-requests');

describe('GET /api/champions?limit=&offset=', () => {
  it('checks the limit against the range its message gives, in both languages', async () => {
    for (const limit of ['0', '61', '2.5', 'abc']) {
      const response = await collection.GET(new Request(`${base}/api/champions?limit=${limit}`));
      expect(response.status, limit).toBe(400);
      const body = await response.json();
      expect(body.error).toBe('The limit must be a whole number from 1 to 60.');
      expect(body.errors[0]).toMatchObject({
        field: 'limit',
        messageFr: 'Le paramètre limit doit être un nombre entier de 1 à 60.',
      });
    }
    for (const limit of ['1', '60'])
      expect((await collection.GET(new Request(`${base}/api/champions?limit=${limit}`))).status).toBe(200);
    expect((await (await collection.GET(new Request(`${base}/api/champions?offset=-1`))).json()).errors[0].field).toBe(
      'offset',
    );
  });
});

describe('POST /api/champions', () => {
  it('refuses an unknown field and a name the card fonts cannot print, naming the character', async () => {
    const unknown = await post({ ...design, colour: 'red' });
    expect([unknown.status, (await unknown.json()).errors[0].field]).toEqual([400, 'colour']);
    const name = await (await post({ ...design, name: 'Łukasz Ødegård' })).json();
    expect(name.errors[0]).toMatchObject({
      field: 'name',
      message: expect.stringContaining('cannot print “Ł” (U+0141)'),
    });
  });
});

describe('GET /api/champions/<id>/picture', () => {
  it('says that a saved Champion has no picture, and that an unknown id is unknown', async () => {
    const { id } = await (await post(design)).json();
    const none = await pictureRoute.GET(new Request(`${base}/api/champions/${id}/picture`), {
      params: Promise.resolve({ id }),
    });
    expect(none.status).toBe(404);
    expect((await none.json()).errors[0]).toMatchObject({
      field: 'picture',
      message: 'This Champion has no picture: its card shows a generated motif.',
    });
    const unknown = await pictureRoute.GET(new Request(`${base}/api/champions/AAAAAAAAAAA/picture`), {
      params: Promise.resolve({ id: 'AAAAAAAAAAA' }),
    });
    expect((await unknown.json()).error).toBe('No saved Champion has this id.');
  });
});
