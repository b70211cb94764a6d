import { describe, expect, it } from 'vitest';
import { tokenFromFragment } from '@/components/site/fragmentToken';
import { CARDS, PRECONSTRUCTED } from '@/lib/cards';
import { closeStore } from '@/lib/db/store';
import { withTempStore } from '@/lib/db/withTempStore';
import { decodeDeck, encodeDeck } from '@/lib/decks/codes';
import * as collection from './route';
import * as single from './[id]/route';
import * as history from './[id]/history/route';
import * as tokenCheck from './[id]/token/route';
import * as codes from '../deck-codes/[code]/route';
import * as champions from '../champions/route';

const base = 'http://127.0.0.1:3000';
const cards = [...PRECONSTRUCTED[0].cards];
const params = <T>(value: T) => ({ params: Promise.resolve(value) });
const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  new Request(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
const post = (body: unknown, headers?: Record<string, string>) =>
  collection.POST(send('POST', '/api/decks', body, headers));
const get = (id: string) => single.GET(send('GET', `/api/decks/${id}`), params({ id }));
const put = (id: string, body: unknown, headers?: Record<string, string>, query = '') =>
  single.PUT(send('PUT', `/api/decks/${id}${query}`, body, headers), params({ id }));
const list = (query: string) => collection.GET(send('GET', `/api/decks?${query}`));

withTempStore('decks-api');

async function savedChampion(): Promise<string> {
  const design = {
    name: 'Lame Grise',
    author: 'Ana',
    attack: 3,
    health: 4,
    abilities: [{ ability: 'rage', aura: false }],
  };
  const response = await champions.POST(send('POST', '/api/champions', design));
  expect(response.status).toBe(201);
  return (await response.json()).id;
}

async function created(name = 'My deck', deckCards = cards) {
  const response = await post({ name, author: ' Ana ', cards: deckCards });
  expect(response.status).toBe(201);
  const body = await response.json();
  return { ...body, token: tokenFromFragment(new URL(body.editUrl, base).hash) };
}

describe('POST /api/decks', () => {
  it('saves a deck and answers 201 with its id, code, public and edit links', async () => {
    const champion = await savedChampion();
    const response = await post({
      name: 'Rage',
      description: 'Fast',
      author: 'Ana',
      cards: [...cards].reverse(),
      champion,
    });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      id: expect.stringMatching(/^[\w-]{11}$/),
      url: `/decks/${body.id}`,
      editUrl: expect.stringMatching(new RegExp(`^/decks/${body.id}/edit#token=[\\w-]{32}$`)),
    });
    const decoded = decodeDeck(body.code);
    expect(decoded.ok && [[...decoded.cards].sort(), decoded.championId]).toEqual([[...cards].sort(), champion]);
  });

  it('refuses a Champion that does not exist with 422, and stores nothing', async () => {
    const before = (await (await list('limit=1')).json()).total;
    const response = await post({ name: 'Ghost', cards, champion: 'NoSuchChampion1' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: expect.stringContaining('NoSuchChampion1'),
      code: 'champion-missing',
      field: 'champion',
      champion: 'NoSuchChampion1',
    });
    expect((await (await list('limit=1')).json()).total).toBe(before);
  });

  it('takes names with a lone "<", refuses real tags', async () => {
    for (const name of ['Tempo < Control', 'a < b', 'Moi < toi'])
      expect((await post({ name, cards })).status, name).toBe(201);
    expect((await post({ name: 'a <b>bold</b>', cards })).status).toBe(400);
  });

  it('rejects bad input with 400 naming the field, and stores nothing', async () => {
    const before = (await (await list('limit=1')).json()).total;
    const cases: Array<[unknown, string]> = [
      [{ cards }, 'name'],
      [{ name: '<script>x</script>', cards }, 'name'],
      [{ name: 'x'.repeat(81), cards }, 'name'],
      [{ name: 'ok', cards: [...cards.slice(0, 7), 'baron'] }, 'cards'],
      [{ name: 'ok', cards: [...cards, 'vortex'] }, 'cards'],
      [{ name: 'ok', cards: [...cards.slice(0, 7), 'unknown-card'] }, 'cards'],
      [{ name: 'ok', cards, champion: ['a1b2c3d4', 'b2c3d4e5'] }, 'champion'],
      [{ name: 'ok', cards, author: 'a\u0000' }, 'author'],
      [[], 'body'],
    ];
    for (const [body, field] of cases) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: expect.any(String),
        code: 'invalid-deck',
        field,
        reason: expect.any(String),
      });
    }
    const broken = await post('{"name": "x", ');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({
      code: 'body-not-json',
      error: expect.stringMatching(/not valid JSON/),
    });
    const lone = await post(`{"name": "x\\ud800y", "cards": ${JSON.stringify(cards)}}`);
    expect(await lone.json()).toMatchObject({ code: 'invalid-deck', field: 'name', reason: 'control' });
    const huge = await post({ name: 'ok', cards, description: 'x'.repeat(20_000) });
    expect(huge.status).toBe(413);
    expect((await (await list('limit=1')).json()).total).toBe(before);
  });

  it('rate-limits writes per client with 429 and Retry-After', async () => {
    process.env.ERRET_WRITE_LIMIT = '3';
    const client = { 'x-forwarded-for': '198.51.100.7' };
    for (let i = 0; i < 3; i++) expect((await post({ name: `n${i}`, cards }, client)).status).toBe(201);
    const refused = await post({ name: 'n4', cards }, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toMatchObject({
      code: 'rate-limited',
      retryAfter: Number(refused.headers.get('retry-after')),
      error: expect.stringMatching(/Too many/),
    });
    expect((await post({ name: 'other', cards }, { 'x-forwarded-for': '198.51.100.8' })).status).toBe(201);
  });
});

describe('GET and PUT /api/decks/<id>', () => {
  it('reads a deck, counting a viewer once a day, without the token', async () => {
    const deck = await created();
    const first = await get(deck.id);
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body).toMatchObject({
      id: deck.id,
      name: 'My deck',
      author: 'Ana',
      description: '',
      cards,
      champion: null,
      code: deck.code,
      version: 1,
      views: 1,
    });
    expect(JSON.stringify(body)).not.toContain(deck.token);
    expect(Object.keys(body).some((k) => /token|hash/i.test(k))).toBe(false);
    expect((await (await get(deck.id)).json()).views).toBe(1);
    const other = single.GET(
      send('GET', `/api/decks/${deck.id}`, undefined, { 'x-forwarded-for': '203.0.113.9' }),
      params({ id: deck.id }),
    );
    expect((await (await other).json()).views).toBe(2);
    expect((await (await get(deck.id)).json()).views).toBe(2);
    expect((await get('unknownid123')).status).toBe(404);
    expect((await get('bad id!')).status).toBe(404);
  });

  it('edits with the token from the header or the query, and refuses otherwise', async () => {
    const deck = await created();
    const newCards = [...cards.slice(1), 'vortex'];
    const byHeader = await put(
      deck.id,
      { name: 'Renamed', cards: newCards },
      { authorization: `Bearer ${deck.token}` },
    );
    expect(byHeader.status).toBe(200);
    expect(await byHeader.json()).toMatchObject({ name: 'Renamed', cards: newCards, author: 'Ana', version: 2 });
    const byQuery = await put(deck.id, { description: 'Now with a description' }, {}, `?token=${deck.token}`);
    expect(await byQuery.json()).toMatchObject({ name: 'Renamed', description: 'Now with a description', version: 3 });

    expect((await put(deck.id, { name: 'Hijack' }, { authorization: 'Bearer wrong' })).status).toBe(403);
    expect((await put(deck.id, { name: 'Hijack' })).status).toBe(401);
    expect((await put('unknownid123', { name: 'x' }, { authorization: `Bearer ${deck.token}` })).status).toBe(404);
    const invalid = await put(deck.id, { cards: ['baron'] }, { authorization: `Bearer ${deck.token}` });
    expect([invalid.status, (await invalid.json()).field]).toEqual([400, 'cards']);
    const check = (token?: string) =>
      tokenCheck.GET(
        send('GET', `/api/decks/${deck.id}/token`, undefined, token ? { authorization: `Bearer ${token}` } : {}),
        params({ id: deck.id }),
      );
    expect([(await check(deck.token)).status, (await check('wrong')).status, (await check()).status]).toEqual([
      204, 403, 401,
    ]);
    expect(
      (
        await tokenCheck.GET(
          send('GET', '/api/decks/unknownid123/token', undefined, { authorization: `Bearer ${deck.token}` }),
          params({ id: 'unknownid123' }),
        )
      ).status,
    ).toBe(404);
    const stale = await put(deck.id, { name: 'Late', baseVersion: 2 }, { authorization: `Bearer ${deck.token}` });
    // The 409 carries the current version as data: no client has to read it out of the sentence.
    expect([stale.status, await stale.json()]).toEqual([
      409,
      { error: expect.any(String), code: 'conflict', field: 'baseVersion', currentVersion: 3 },
    ]);
    expect(await (await get(deck.id)).json()).toMatchObject({ name: 'Renamed', version: 3 });

    const versions = (
      await (await history.GET(send('GET', `/api/decks/${deck.id}/history`), params({ id: deck.id }))).json()
    ).versions;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([1, 2, 3]);
    expect(versions[1].changes).toMatchObject({
      added: ['vortex'],
      removed: [cards[0]],
      renamed: { from: 'My deck', to: 'Renamed' },
    });
    expect(versions[2].changes).toMatchObject({ added: [], descriptionChanged: true });
    expect(
      (await history.GET(send('GET', '/api/decks/unknownid123/history'), params({ id: 'unknownid123' }))).status,
    ).toBe(404);
  });

  it('answers a PUT that changes nothing without adding a version', async () => {
    const deck = await created();
    const auth = { authorization: `Bearer ${deck.token}` };
    for (const body of [{}, { name: 'My deck' }, { cards: [...cards].reverse(), baseVersion: 1 }]) {
      const response = await put(deck.id, body, auth);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ id: deck.id, version: 1 });
    }
    expect((await put(deck.id, {}, { authorization: 'Bearer wrong' })).status).toBe(403);
    expect((await put(deck.id, {})).status).toBe(401);
    const versions = (
      await (await history.GET(send('GET', `/api/decks/${deck.id}/history`), params({ id: deck.id }))).json()
    ).versions;
    expect(versions).toHaveLength(1);
  });

  it('refuses to attach a Champion that does not exist (422), and keeps the deck', async () => {
    const deck = await created();
    const auth = { authorization: `Bearer ${deck.token}` };
    const refused = await put(deck.id, { champion: 'NoSuchChampion1' }, auth);
    expect([refused.status, (await refused.json()).field]).toEqual([422, 'champion']);
    const champion = await savedChampion();
    expect(await (await put(deck.id, { champion }, auth)).json()).toMatchObject({ champion, version: 2 });
  });

  it('deletes a deck and its history with the edit token only (204), its code still readable', async () => {
    const deck = await created('To delete');
    const remove = (headers: Record<string, string> = {}, id = deck.id) =>
      single.DELETE(send('DELETE', `/api/decks/${id}`, undefined, headers), params({ id }));
    expect((await remove()).status).toBe(401);
    expect((await remove({ authorization: 'Bearer wrong' })).status).toBe(403);
    expect((await get(deck.id)).status).toBe(200);
    const removed = await remove({ authorization: `Bearer ${deck.token}` });
    expect([removed.status, await removed.text()]).toEqual([204, '']);
    expect((await get(deck.id)).status).toBe(404);
    expect((await history.GET(send('GET', `/api/decks/${deck.id}/history`), params({ id: deck.id }))).status).toBe(404);
    expect((await remove({ authorization: `Bearer ${deck.token}` })).status).toBe(404);
    expect((await codes.GET(send('GET', `/api/deck-codes/${deck.code}`), params({ code: deck.code }))).status).toBe(
      200,
    );
  });

  it('keeps decks unchanged when the store is closed and opened again', async () => {
    const deck = await created('Survivor');
    const before = await (await get(deck.id)).json();
    await closeStore();
    const after = await (await get(deck.id)).json();
    expect(after).toEqual(before);
  });
});

describe('GET /api/decks (gallery)', () => {
  it('with ?unique=1, answers 409 with the shared identical deck instead of storing a copy', async () => {
    const shared = [...PRECONSTRUCTED[1].cards.slice(1), 'baron'];
    const first = await created('First of its kind', shared);
    const before = (await (await list('limit=1')).json()).total;
    const again = await collection.POST(
      send('POST', '/api/decks?unique=1', { name: 'Again', cards: [...shared].reverse() }),
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      code: 'same-deck',
      field: 'cards',
      existing: { id: first.id, url: first.url, name: 'First of its kind', copies: 1 },
    });
    expect((await (await list('limit=1')).json()).total).toBe(before);
    const other = await collection.POST(
      send('POST', '/api/decks?unique=1', { name: 'Other', cards: shared, champion: await savedChampion() }),
    );
    expect(other.status).toBe(201);
  });

  it('searches with the deck syntax, sorts and pages', async () => {
    // Contents of their own: the gallery lists a content once, under its first deck.
    const spare = CARDS.filter(
      (c) => c.type === 'creature' && !PRECONSTRUCTED.some((d) => d.cards.includes(c.slug)),
    ).map((c) => c.slug);
    const baron = await created('Gallery baron', [...PRECONSTRUCTED[0].cards.filter((c) => c !== 'troll'), spare[0]]);
    const sprint = await created('Gallery sprint', [...PRECONSTRUCTED[3].cards.slice(1), spare[1]]);
    for (let i = 0; i < 3; i++) await get(baron.id);
    const ids = async (q: string) => ((await (await list(q)).json()).items as Array<{ id: string }>).map((d) => d.id);
    expect(await ids('q=gallery')).toEqual([sprint.id, baron.id]);
    expect(await ids('q=gallery&sort=views')).toEqual([baron.id, sprint.id]);
    expect(await ids(`q=${encodeURIComponent('gallery card:baron')}`)).toEqual([baron.id]);
    expect(await ids(`q=${encodeURIComponent('gallery ab:sprint')}`)).toEqual([sprint.id]);
    expect(await ids('q=gallery&limit=1&offset=1')).toEqual([baron.id]);
    const partial = await (await list(`q=${encodeURIComponent('gallery foo:bar card:baron')}`)).json();
    expect(partial.items.map((d: { id: string }) => d.id)).toEqual([baron.id]);
    expect(partial.warnings).toEqual([{ term: 'foo:bar', message: expect.stringContaining('foo') }]);
    expect((await (await list('q=gallery')).json()).warnings).toEqual([]);
    for (const [query, field] of [
      ['offset=1001', 'offset'],
      ['sort=oldest', 'sort'],
      ['limit=0', 'limit'],
      ['limit=abc', 'limit'],
      ['offset=-1', 'offset'],
      ['q=foo:bar', 'q'],
    ]) {
      const response = await list(query);
      expect([response.status, (await response.json()).field]).toEqual([400, field]);
    }
  });
});

describe('GET /api/deck-codes/<code>', () => {
  it('answers the cards of a valid code and a message for a bad one', async () => {
    const code = (await created()).code;
    const ok = await codes.GET(send('GET', `/api/deck-codes/${code}`), params({ code }));
    expect(await ok.json()).toMatchObject({
      code,
      cards: expect.arrayContaining(cards),
      champion: null,
      cardDetails: expect.arrayContaining([expect.objectContaining({ slug: 'baron', name: 'Baron' })]),
    });
    const bad: Array<[string, string]> = [
      [code.slice(0, 10), 'bad-length'],
      [`${code.slice(0, 15)}${code[15] === 'A' ? 'B' : 'A'}`, 'bad-checksum'],
      ['%E0%A4%A', 'bad-character'],
      ['x'.repeat(300), 'too-long'],
    ];
    for (const [input, reason] of bad) {
      const response = await codes.GET(send('GET', '/api/deck-codes/x'), params({ code: input }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: expect.stringMatching(/code/),
        code: 'invalid-code',
        field: 'code',
        reason,
      });
    }
  });

  it('refuses a code whose Champion does not exist as saving and printing do: 422 champion-missing', async () => {
    const code = encodeDeck(cards, 'NoSuchChampion1');
    const response = await codes.GET(send('GET', `/api/deck-codes/${code}`), params({ code }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: expect.stringContaining('NoSuchChampion1'),
      code: 'champion-missing',
      field: 'champion',
      champion: 'NoSuchChampion1',
    });
    const champion = await savedChampion();
    const withChampion = encodeDeck(cards, champion);
    expect(
      await (await codes.GET(send('GET', `/api/deck-codes/${withChampion}`), params({ code: withChampion }))).json(),
    ).toMatchObject({ champion });
  });
});
