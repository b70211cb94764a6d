import { afterEach, describe, expect, it } from 'vitest';
import { closeStore } from '@/lib/db/store';
import { withTempStore } from '@/lib/db/withTempStore';
import type { CreateRoomResponse, RoomSnapshot } from '@/lib/rooms/protocol';
import { readSse } from '@/lib/rooms/sse';
import { decodeReplay } from '@/lib/table/replay/replayCodec';
import { replayGame } from '@/lib/table/replay/replayGame';
import * as rooms from './route';
import * as room from './[code]/route';
import * as join from './[code]/seats/[seat]/join/route';
import * as bot from './[code]/seats/[seat]/bot/route';
import * as start from './[code]/start/route';
import * as draft from './[code]/draft/route';
import * as actions from './[code]/actions/route';
import * as stream from './[code]/stream/route';

const base = 'http://127.0.0.1:3000';
const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  new Request(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.7', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
const auth = (secret: string) => ({ authorization: `Bearer ${secret}` });
const params = <T>(value: T) => ({ params: Promise.resolve(value) });

withTempStore('rooms-api');
afterEach(() => {
  delete process.env.ERRET_ROOM_ACTION_LIMIT;
  delete process.env.ERRET_ROOM_STREAMS;
});

async function createDuel(
  format = 'preconstructed',
): Promise<CreateRoomResponse & { secrets: Record<string, string> }> {
  const response = await rooms.POST(
    send('POST', '/api/rooms', { mode: 'duel', format, seats: [{ kind: 'person' }, { kind: 'person' }] }),
  );
  expect(response.status).toBe(201);
  const body = (await response.json()) as CreateRoomResponse;
  const secrets = Object.fromEntries(
    body.invites.map((i) => [i.seat, new URLSearchParams(new URL(i.url, base).hash.slice(1)).get('secret')!]),
  );
  return { ...body, secrets };
}

const joinAs = (code: string, seat: string, secret: string, body: unknown) =>
  join.POST(send('POST', `/api/rooms/${code}/seats/${seat}/join`, body, auth(secret)), params({ code, seat }));
const startRoom = (code: string, secret: string) =>
  start.POST(send('POST', `/api/rooms/${code}/start`, {}, auth(secret)), params({ code }));
const act = (code: string, secret: string, body: unknown) =>
  actions.POST(send('POST', `/api/rooms/${code}/actions`, body, auth(secret)), params({ code }));
const look = async (code: string, secret?: string): Promise<RoomSnapshot> =>
  (await room.GET(send('GET', `/api/rooms/${code}`, undefined, secret ? auth(secret) : {}), params({ code }))).json();

async function startedDuel() {
  const r = await createDuel();
  expect((await joinAs(r.code, 'A', r.secrets.A, { name: 'Ana', deck: 'deck-1' })).status).toBe(200);
  expect((await joinAs(r.code, 'B', r.secrets.B, { name: 'Bo', deck: 'deck-2' })).status).toBe(200);
  expect((await startRoom(r.code, r.hostSecret)).status).toBe(200);
  return r;
}

/** Plays for whoever's turn it is: the first legal action that is not ending the turn, else ending it. */
async function playOnce(code: string, secrets: Record<string, string>): Promise<RoomSnapshot> {
  for (const secret of Object.values(secrets)) {
    const s = await look(code, secret);
    if (!s.game?.legal) continue;
    const action = s.game.legal.find((a) => a.type !== 'end-turn') ?? s.game.legal[0];
    const response = await act(code, secret, { action, expectVersion: s.version });
    expect(response.status).toBe(200);
    return look(code, secret);
  }
  throw new Error('nobody can play');
}

describe('POST /api/rooms', () => {
  it('answers the code, a host secret, one invite per seat with its secret in the fragment only, and a watch link', async () => {
    const r = await createDuel();
    expect(r.code).toMatch(/^[a-z2-9]{8}$/);
    expect(r.watchUrl).toBe(`/play/online/${r.code}`);
    expect(r.invites.map((i) => i.seat)).toEqual(['A', 'B']);
    for (const invite of r.invites) {
      const url = new URL(invite.url, base);
      expect(url.search).toBe('');
      expect(url.hash).toMatch(/^#seat=[AB]&secret=[\w-]{32}$/);
    }
    expect(new Set([r.hostSecret, ...Object.values(r.secrets)]).size).toBe(3);
  });

  it.each([
    [{ mode: 'solo', format: 'preconstructed', seats: [{ kind: 'person' }] }, 'mode'],
    [{ mode: 'duel', format: 'preconstructed', seats: [{ kind: 'person' }] }, 'seats'],
    [
      {
        mode: 'duel',
        format: 'preconstructed',
        seats: [
          { kind: 'bot', bot: 'greedy' },
          { kind: 'bot', bot: 'planner' },
        ],
      },
      'seats',
    ],
    [{ mode: 'coop', format: 'constructed', seats: [{ kind: 'person' }, { kind: 'person' }] }, 'format'],
    [
      { mode: 'duel', format: 'preconstructed', champions: true, seats: [{ kind: 'person' }, { kind: 'person' }] },
      'champions',
    ],
    [
      {
        mode: 'ffa',
        format: 'draft',
        soloSettings: { level: 1 },
        seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'person' }, { kind: 'person' }],
      },
      'soloSettings',
    ],
    [{ mode: 'duel', format: 'draft', seats: [{ kind: 'person' }, { kind: 'robot' }] }, 'seats.1.kind'],
  ])('refuses %j with 400 naming %s, creating nothing', async (body, field) => {
    const response = await rooms.POST(send('POST', '/api/rooms', body));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'bad-param', field, error: expect.any(String) });
  });

  it('limits the rooms one client creates', async () => {
    process.env.ERRET_WRITE_LIMIT = '2';
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push(
        (
          await rooms.POST(
            send(
              'POST',
              '/api/rooms',
              { mode: 'duel', format: 'draft', seats: [{ kind: 'person' }, { kind: 'person' }] },
              { 'x-forwarded-for': '198.51.100.9' },
            ),
          )
        ).status,
      );
    expect(statuses).toEqual([201, 201, 429]);
  });
});

describe('joining and starting', () => {
  it('refuses a malformed code, a missing, malformed or wrong secret, and another seat’s secret', async () => {
    const r = await createDuel();
    expect((await joinAs('NOT-A-CODE', 'A', r.secrets.A, { name: 'Ana', deck: 'deck-1' })).status).toBe(404);
    expect((await joinAs('zzzzzzzz', 'A', r.secrets.A, { name: 'Ana', deck: 'deck-1' })).status).toBe(404);
    expect(
      (
        await join.POST(
          send('POST', `/api/rooms/${r.code}/seats/A/join`, { name: 'Ana', deck: 'deck-1' }),
          params({ code: r.code, seat: 'A' }),
        )
      ).status,
    ).toBe(401);
    expect(await (await joinAs(r.code, 'A', 'short', { name: 'Ana', deck: 'deck-1' })).json()).toMatchObject({
      code: 'bad-param',
      field: 'secret',
    });
    const other = await joinAs(r.code, 'A', r.secrets.B, { name: 'Ana', deck: 'deck-1' });
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ code: 'token-forbidden' });
    expect((await joinAs(r.code, 'E', r.secrets.A, { name: 'Ana' })).status).toBe(404);
    expect((await look(r.code)).seats.every((s) => !s.joined)).toBe(true);
  });

  it('checks the name and deck, and keeps two seats from taking one deck', async () => {
    const r = await createDuel();
    expect(await (await joinAs(r.code, 'A', r.secrets.A, { name: '  ', deck: 'deck-1' })).json()).toMatchObject({
      code: 'bad-param',
      field: 'name',
    });
    expect(await (await joinAs(r.code, 'A', r.secrets.A, { name: 'Ana', deck: 'deck-9' })).json()).toMatchObject({
      code: 'invalid-deck',
      field: 'deck',
    });
    expect((await joinAs(r.code, 'A', r.secrets.A, { name: 'Ana', deck: 'deck-1' })).status).toBe(200);
    const same = await joinAs(r.code, 'B', r.secrets.B, { name: 'Bo', deck: 'deck-1' });
    expect(same.status).toBe(409);
    expect(await same.json()).toMatchObject({ code: 'same-deck' });
  });

  it('starts only with the host secret and every seat taken', async () => {
    const r = await createDuel();
    expect((await joinAs(r.code, 'A', r.secrets.A, { name: 'Ana', deck: 'deck-1' })).status).toBe(200);
    expect(await (await startRoom(r.code, r.hostSecret)).json()).toMatchObject({ code: 'room-not-ready' });
    expect((await joinAs(r.code, 'B', r.secrets.B, { name: 'Bo', deck: 'deck-2' })).status).toBe(200);
    expect((await startRoom(r.code, r.secrets.A)).status).toBe(403);
    expect((await startRoom(r.code, r.hostSecret)).status).toBe(200);
    expect((await look(r.code)).phase).toBe('playing');
    expect(await (await startRoom(r.code, r.hostSecret)).json()).toMatchObject({ code: 'wrong-phase' });
  });
});

describe('POST /api/rooms/<code>/actions', () => {
  it('acts for the bearer’s seat only: another seat’s secret cannot play its turn, nor name another player', async () => {
    const r = await startedDuel();
    const before = await look(r.code);
    const active = before.game!.board.active;
    const idle = active === 'A' ? 'B' : 'A';
    const mine = await look(r.code, r.secrets[active]);
    const action = mine.game!.legal!.find((a) => a.type === 'play')!;
    const refused = await act(r.code, r.secrets[idle], { action, expectVersion: before.version });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ code: 'action-refused', engineCode: 'not-your-turn' });
    const named = await act(r.code, r.secrets[idle], {
      action: { ...action, player: active },
      expectVersion: before.version,
    });
    expect(named.status).toBe(400);
    expect((await look(r.code)).version).toBe(before.version);
    expect((await act(r.code, r.secrets[active], { action, expectVersion: before.version })).status).toBe(200);
  });

  it('refuses a wrong action with the engine’s reason and changes nothing; a stale version gets 409', async () => {
    const r = await startedDuel();
    const s = await look(r.code);
    const secret = r.secrets[s.game!.board.active];
    const wrong = await act(r.code, secret, {
      action: { type: 'play', card: 'no-such-card', line: 'top' },
      expectVersion: s.version,
    });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({ code: 'action-refused', engineCode: 'not-playable' });
    expect(
      await (await act(r.code, secret, { action: { type: 'play', card: 'x', line: 'top' }, expectVersion: -1 })).json(),
    ).toMatchObject({ code: 'bad-param', field: 'expectVersion' });
    expect(
      await (await act(r.code, secret, { action: { type: 'fly' }, expectVersion: s.version })).json(),
    ).toMatchObject({ code: 'bad-param' });
    expect(await (await act(r.code, secret, 'not json')).json()).toMatchObject({ code: 'body-not-json' });
    const stale = await act(r.code, secret, { action: { type: 'end-turn' }, expectVersion: s.version - 1 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: 'conflict', version: s.version });
    expect((await look(r.code)).version).toBe(s.version);
  });

  it('limits the moves one client sends', async () => {
    const r = await startedDuel();
    process.env.ERRET_ROOM_ACTION_LIMIT = '1';
    const s = await look(r.code);
    const secret = r.secrets[s.game!.board.active];
    const first = await act(r.code, secret, { action: { type: 'end-turn' }, expectVersion: s.version });
    const second = await act(r.code, secret, { action: { type: 'end-turn' }, expectVersion: s.version + 1 });
    expect([first.status, second.status]).toEqual([200, 429]);
    expect(await second.json()).toMatchObject({ code: 'rate-limited' });
  });

  it('plays a Duel to the end, then offers the replay; a finished game takes no more moves', async () => {
    const r = await startedDuel();
    let s = await look(r.code);
    for (let i = 0; i < 400 && s.phase === 'playing'; i++) s = await playOnce(r.code, r.secrets);
    expect(s.phase).toBe('over');
    expect(s.game!.board.winner).toMatch(/^[AB]$/);
    const decoded = decodeReplay(s.replay);
    expect(decoded.ok).toBe(true);
    const replayed = decoded.ok ? replayGame(decoded.replay) : null;
    expect(replayed?.ok).toBe(true);
    expect(replayed!.steps.at(-1)!.state.winner).toBe(s.game!.board.winner);
    const late = await act(r.code, r.secrets.A, { action: { type: 'end-turn' }, expectVersion: s.version });
    expect(await late.json()).toMatchObject({ code: 'wrong-phase' });
  }, 60_000);
});

describe('a bot for an absent person', () => {
  it('is given by the host at once; another seat must wait until the person has been away', async () => {
    const r = await startedDuel();
    const replace = (seat: string, secret: string) =>
      bot.POST(
        send('POST', `/api/rooms/${r.code}/seats/${seat}/bot`, { bot: 'greedy' }, auth(secret)),
        params({ code: r.code, seat }),
      );
    const early = await replace('B', r.secrets.A);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ code: 'wrong-phase' });
    expect((await replace('B', r.secrets.B)).status).toBe(403);
    expect((await replace('B', r.hostSecret)).status).toBe(200);
    const s = await look(r.code);
    expect(s.seats.find((x) => x.seat === 'B')).toMatchObject({ kind: 'bot', bot: 'greedy' });
  });
});

/** Reads SSE messages from a stream response until `count` have arrived. */
async function readMessages(response: Response, count: number): Promise<RoomSnapshot[]> {
  const out: RoomSnapshot[] = [];
  await readSse(response.body!, (m) => out.push(JSON.parse(m.data)) >= count);
  return out;
}

/** Reads SSE messages until one reaches `version`. */
async function readUntil(response: Response, version: number): Promise<RoomSnapshot[]> {
  const out: RoomSnapshot[] = [];
  await readSse(response.body!, (m) => out.push(JSON.parse(m.data)) > 0 && out.at(-1)!.version === version);
  return out;
}

describe('GET /api/rooms/<code>/stream', () => {
  const open = (code: string, headers: Record<string, string> = {}) =>
    stream.GET(send('GET', `/api/rooms/${code}/stream`, undefined, headers), params({ code }));

  it('sends the seat its snapshot, then each move; resumes after a drop with what was missed', async () => {
    const r = await startedDuel();
    const response = await open(r.code, auth(r.secrets.A));
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reading = readMessages(response, 2);
    const before = await look(r.code);
    await playOnce(r.code, r.secrets);
    const [first, second] = await reading;
    expect(first).toMatchObject({ you: 'A', version: before.version, events: [] });
    expect(second.version).toBe(before.version + 1);
    expect(second.events.map((e) => e.version)).toEqual([before.version + 1]);
    await playOnce(r.code, r.secrets);
    const [resumed] = await readMessages(
      await open(r.code, { ...auth(r.secrets.A), 'last-event-id': String(before.version) }),
      1,
    );
    expect(resumed.events.map((e) => e.version)).toEqual([before.version + 1, before.version + 2]);
  });

  it('holds one merged snapshot for a reader that does not read, not a queue of them', async () => {
    const r = await startedDuel();
    const response = await open(r.code, auth(r.secrets.A));
    const before = await look(r.code);
    for (let i = 0; i < 12; i++) await playOnce(r.code, r.secrets);
    const after = await look(r.code);
    // Nothing was read meanwhile: what waits is at most the two messages the stream buffers and one merged snapshot.
    const all = await readUntil(response, after.version);
    expect(all.length).toBeLessThanOrEqual(3);
    const seen = all.flatMap((m) => m.events.map((e) => e.version));
    expect(seen).toEqual(Array.from({ length: after.version - before.version }, (_, k) => before.version + 1 + k));
  });

  it('shows a spectator no hand at all', async () => {
    const r = await startedDuel();
    const [s] = await readMessages(await open(r.code), 1);
    expect(s.you).toBeNull();
    for (const seat of Object.values(s.game!.board.seats))
      expect(seat!.hand.every((c) => c === '#hidden' || c === '#stronghold')).toBe(true);
    expect(s.game!.legal).toBeUndefined();
  });

  it('bounds the streams one client holds open, and frees a slot when one closes', async () => {
    process.env.ERRET_ROOM_STREAMS = '2';
    const r = await createDuel();
    const a = await open(r.code, { 'x-forwarded-for': '203.0.113.5' });
    const b = await open(r.code, { 'x-forwarded-for': '203.0.113.5' });
    const c = await open(r.code, { 'x-forwarded-for': '203.0.113.5' });
    expect([a.status, b.status, c.status]).toEqual([200, 200, 429]);
    expect(await c.json()).toMatchObject({ code: 'too-many-streams', limit: 2 });
    await a.body!.cancel();
    const d = await open(r.code, { 'x-forwarded-for': '203.0.113.5' });
    expect(d.status).toBe(200);
    await Promise.all([b.body!.cancel(), d.body!.cancel()]);
  });
});

describe('a server restart', () => {
  it('resumes the room exactly: same snapshot for each seat, and the game goes on', async () => {
    const r = await startedDuel();
    for (let i = 0; i < 5; i++) await playOnce(r.code, r.secrets);
    const before = { A: await look(r.code, r.secrets.A), B: await look(r.code, r.secrets.B) };
    await closeStore();
    const after = { A: await look(r.code, r.secrets.A), B: await look(r.code, r.secrets.B) };
    expect(JSON.stringify(after)).toBe(JSON.stringify(before));
    const next = await playOnce(r.code, r.secrets);
    expect(next.version).toBe(before.A.version + 1);
  });

  it('picks a Draft online, each person on their own seat, in the rulebook’s order', async () => {
    const r = await createDuel('draft');
    expect((await joinAs(r.code, 'A', r.secrets.A, { name: 'Ana' })).status).toBe(200);
    expect((await joinAs(r.code, 'B', r.secrets.B, { name: 'Bo' })).status).toBe(200);
    expect((await startRoom(r.code, r.hostSecret)).status).toBe(200);
    let s = await look(r.code);
    const pick = (secret: string, card: string, expectVersion: number) =>
      draft.POST(
        send('POST', `/api/rooms/${r.code}/draft`, { card, expectVersion }, auth(secret)),
        params({ code: r.code }),
      );
    while (s.phase === 'draft') {
      const chooser = s.draft!.chooser!;
      const other = chooser === 'A' ? 'B' : 'A';
      expect(await (await pick(r.secrets[other], s.draft!.revealed[0], s.version)).json()).toMatchObject({
        code: 'action-refused',
        engineCode: 'not-your-turn',
      });
      expect((await pick(r.secrets[chooser], s.draft!.revealed[0], s.version)).status).toBe(200);
      s = await look(r.code, r.secrets.A);
    }
    expect(s.phase).toBe('playing');
    expect(s.game!.board.seats.A!.hand.filter((c) => c !== '#stronghold')).toHaveLength(8);
  });
});
