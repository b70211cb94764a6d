import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '@/lib/cards';
import { withTempStore } from '@/lib/db/withTempStore';
import * as decks from './decks/route';
import * as deck from './decks/[id]/route';
import * as deckHistory from './decks/[id]/history/route';
import * as champions from './champions/route';
import * as champion from './champions/[id]/route';

const base = 'http://127.0.0.1:3000';
const params = (id: string) => ({ params: Promise.resolve({ id }) });
const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  new Request(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.7', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const json = async (response: Response | Promise<Response>) => {
  const answer = await response;
  return { status: answer.status, body: await answer.json() };
};
const design = {
  name: 'Ombre Discrète',
  author: 'Ana',
  attack: 2,
  health: 3,
  abilities: [{ ability: 'rage', aura: false }],
};

withTempStore('visibility-api');

describe('visibility of decks in the API', () => {
  const cards = [...PRECONSTRUCTED[2].cards];
  const gallery = async (query: string) =>
    (await json(decks.GET(send('GET', `/api/decks?${query}`)))).body as { items: { id: string }[]; total: number };

  it('saves public by default and unlisted on request, returns it, and lists only the public deck', async () => {
    const shown = await json(decks.POST(send('POST', '/api/decks', { name: 'Shown deck', cards })));
    const hidden = await json(
      decks.POST(
        send('POST', '/api/decks', {
          name: 'Hidden deck',
          cards: [...PRECONSTRUCTED[3].cards],
          visibility: 'unlisted',
        }),
      ),
    );
    expect([shown.status, hidden.status]).toEqual([201, 201]);
    expect(
      (await json(deck.GET(send('GET', `/api/decks/${shown.body.id}`), params(shown.body.id)))).body,
    ).toMatchObject({ visibility: 'public' });
    expect(
      (await json(deck.GET(send('GET', `/api/decks/${hidden.body.id}`), params(hidden.body.id)))).body,
    ).toMatchObject({ visibility: 'unlisted', name: 'Hidden deck' });
    const all = await gallery('limit=100');
    expect(all.items.map((d) => d.id)).toEqual([shown.body.id]);
    expect(all.total).toBe(1);
    expect((await gallery('q=hidden')).total).toBe(0);
    // Saving the unlisted deck's cards again is not offered its unlisted twin.
    const again = await json(
      decks.POST(send('POST', '/api/decks?unique=1', { name: 'Twin', cards: [...PRECONSTRUCTED[3].cards] })),
    );
    expect(again.status).toBe(201);
  });

  it('changes the visibility with the token, as a version of its own in the history', async () => {
    const { body: saved } = await json(
      decks.POST(send('POST', '/api/decks', { name: 'Turning', cards: [...PRECONSTRUCTED[1].cards] })),
    );
    expect((await gallery('q=turning')).total).toBe(1);
    const refused = await json(
      deck.PUT(
        send('PUT', `/api/decks/${saved.id}`, { visibility: 'unlisted' }, bearer('x'.repeat(32))),
        params(saved.id),
      ),
    );
    expect(refused.status).toBe(403);
    const hidden = await json(
      deck.PUT(
        send('PUT', `/api/decks/${saved.id}`, { visibility: 'unlisted' }, bearer(saved.token)),
        params(saved.id),
      ),
    );
    expect(hidden).toMatchObject({ status: 200, body: { version: 2, visibility: 'unlisted', name: 'Turning' } });
    expect((await gallery('q=turning')).total).toBe(0);
    // The same visibility again changes nothing, and adds no version.
    expect(
      (
        await json(
          deck.PUT(
            send('PUT', `/api/decks/${saved.id}`, { visibility: 'unlisted' }, bearer(saved.token)),
            params(saved.id),
          ),
        )
      ).body.version,
    ).toBe(2);
    const history = await json(deckHistory.GET(send('GET', `/api/decks/${saved.id}/history`), params(saved.id)));
    expect(history.body.versions.map((v: { visibility: string }) => v.visibility)).toEqual(['public', 'unlisted']);
    expect(history.body.versions[1].changes).toMatchObject({
      visibility: { from: 'public', to: 'unlisted' },
      changed: true,
    });
  });

  it('refuses any other visibility with 400 naming the field, and stores nothing', async () => {
    const before = (await gallery('limit=1')).total;
    for (const visibility of ['private', '', null, 1, ['public']]) {
      const refused = await json(decks.POST(send('POST', '/api/decks', { name: 'Odd', cards, visibility })));
      expect(refused).toMatchObject({
        status: 400,
        body: { code: 'invalid-deck', field: 'visibility', reason: 'visibility' },
      });
    }
    expect((await gallery('limit=1')).total).toBe(before);
  });
});

describe('visibility of Champions in the API', () => {
  const listed = async () =>
    (await json(champions.GET(send('GET', '/api/champions?limit=60')))).body as {
      items: { id: string }[];
      total: number;
    };

  it('keeps an unlisted Champion out of the list, readable by its link, and changeable with its token', async () => {
    const before = await listed();
    const hidden = await json(champions.POST(send('POST', '/api/champions', { ...design, visibility: 'unlisted' })));
    expect(hidden.status).toBe(201);
    const read = await json(champion.GET(send('GET', `/api/champions/${hidden.body.id}`), params(hidden.body.id)));
    expect(read.body).toMatchObject({ name: 'Ombre Discrète', visibility: 'unlisted' });
    expect(await listed()).toEqual(before);

    // A PUT without visibility keeps it; one with it changes it.
    const kept = await json(
      champion.PUT(
        send('PUT', `/api/champions/${hidden.body.id}`, { ...design, attack: 3 }, bearer(hidden.body.token)),
        params(hidden.body.id),
      ),
    );
    expect(kept.body).toMatchObject({ version: 2, visibility: 'unlisted' });
    const shown = await json(
      champion.PUT(
        send('PUT', `/api/champions/${hidden.body.id}`, { ...design, visibility: 'public' }, bearer(hidden.body.token)),
        params(hidden.body.id),
      ),
    );
    expect(shown.body).toMatchObject({ version: 3, visibility: 'public' });
    const after = await listed();
    expect(after.total).toBe(before.total + 1);
    expect(after.items.map((c) => c.id)).toContain(hidden.body.id);
  });

  it('refuses a visibility it does not know with 400 in both languages, and stores nothing', async () => {
    const before = await listed();
    const refused = await json(champions.POST(send('POST', '/api/champions', { ...design, visibility: 'secret' })));
    expect(refused).toMatchObject({
      status: 400,
      body: {
        code: 'invalid-champion',
        errors: [
          {
            field: 'visibility',
            message: expect.stringContaining('unlisted'),
            messageFr: expect.stringContaining('galerie'),
          },
        ],
      },
    });
    expect(await listed()).toEqual(before);
  });
});
