import { readJsonBody } from '../api/body';
import { admitWrite, clientKey } from '../api/client';
import { ApiError, guarded, jsonResponse } from '../api/errors';
import { readStoredChampion } from '../champions/stored';
import { championToCard } from '../champions/toCard';
import type { PlayerId } from '../engine';
import { KEEPALIVE_MS, ROOM_CODE_PATTERN, type CreateRoomResponse, type RoomSnapshot } from './protocol';
import type { Viewer } from './referee';
import { asSeat, readAction, readCreateRoom, readJoin, readPick, readReplace } from './schemas';
import type { RoomContext } from './server';
import { formatSse } from './sse';

/** A stream is closed after this long; the client reconnects with Last-Event-ID and loses nothing. */
export const STREAM_MAX_MS = 10 * 60_000;
/** Past this many events waiting for a slow reader, it gets the board alone (the steps are dropped, never the state). */
const MAX_PENDING_EVENTS = 200;
const SECRET_PATTERN = /^[A-Za-z0-9_-]{32}$/;

function checkedCode(code: string): string {
  if (!ROOM_CODE_PATTERN.test(code)) throw new ApiError(404, 'not-found', 'No room has this code.', { field: 'code' });
  return code;
}

function checkedSeat(seat: string): PlayerId {
  const s = asSeat(seat);
  if (!s) throw new ApiError(404, 'not-found', 'This room has no such seat.', { field: 'seat' });
  return s;
}

/** The secret of `Authorization: Bearer …` (never the query string), null when absent; 400 when malformed. */
function bearer(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (header === null) return null;
  const secret = header.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (!secret || !SECRET_PATTERN.test(secret))
    throw new ApiError(
      400,
      'bad-param',
      'The Authorization header must be "Bearer <secret>" with the 32-character secret of the invite.',
      { field: 'secret' },
    );
  return secret;
}

function requireBearer(request: Request): string {
  const secret = bearer(request);
  if (!secret)
    throw new ApiError(401, 'token-missing', 'This needs the seat’s secret (Authorization: Bearer <secret>).', {
      field: 'secret',
    });
  return secret;
}

async function admitMove(request: Request, ctx: RoomContext): Promise<void> {
  await admitWrite(request, ctx.actionLimiter());
}

/** POST /api/rooms */
export const createRoom = (request: Request, ctx: RoomContext) =>
  guarded(async () => {
    await admitWrite(request, ctx.createLimiter());
    const settings = readCreateRoom(await readJsonBody(request));
    const { code, hostSecret, seatSecrets } = await ctx.referee.create(settings);
    const watchUrl = `/play/online/${code}`;
    const body: CreateRoomResponse = {
      code,
      hostSecret,
      watchUrl,
      invites: Object.entries(seatSecrets)
        .filter(([seat]) => settings.seats[seat as PlayerId]?.kind === 'person')
        .map(([seat, secret]) => ({ seat: seat as PlayerId, url: `${watchUrl}#seat=${seat}&secret=${secret}` })),
    };
    return jsonResponse(body, 201, { location: `/api/rooms/${code}` });
  });

/** GET /api/rooms/<code> */
export const readRoom = (request: Request, code: string, ctx: RoomContext) =>
  guarded(async () => {
    checkedCode(code);
    const viewer = await ctx.referee.viewerOf(code, bearer(request));
    return jsonResponse(await ctx.referee.snapshot(code, viewer));
  });

/** POST /api/rooms/<code>/seats/<seat>/join */
export const joinSeat = (request: Request, code: string, seat: string, ctx: RoomContext) =>
  guarded(async () => {
    checkedCode(code);
    const at = checkedSeat(seat);
    const secret = requireBearer(request);
    await admitMove(request, ctx);
    const body = readJoin(await readJsonBody(request));
    let champion;
    if (body.champion) {
      const record = await ctx.store.champions.get(body.champion);
      const sheet = record ? readStoredChampion(record) : null;
      if (!sheet) throw new ApiError(400, 'invalid-champion', 'No saved Champion has this id.', { field: 'champion' });
      champion = championToCard(sheet.design);
    }
    return jsonResponse(await ctx.referee.join(code, at, secret, { name: body.name, deck: body.deck, champion }));
  });

/** POST /api/rooms/<code>/start */
export const startRoom = (request: Request, code: string, ctx: RoomContext) =>
  guarded(async () => {
    checkedCode(code);
    const secret = requireBearer(request);
    await admitMove(request, ctx);
    return jsonResponse({ version: await ctx.referee.start(code, secret) });
  });

/** POST /api/rooms/<code>/seats/<seat>/bot */
export const replaceSeat = (request: Request, code: string, seat: string, ctx: RoomContext) =>
  guarded(async () => {
    checkedCode(code);
    const at = checkedSeat(seat);
    const secret = requireBearer(request);
    await admitMove(request, ctx);
    const { bot } = readReplace(await readJsonBody(request));
    return jsonResponse({ version: await ctx.referee.replaceSeat(code, at, secret, bot) });
  });

/** POST /api/rooms/<code>/draft */
export const pickCard = (request: Request, code: string, ctx: RoomContext) =>
  guarded(async () => {
    checkedCode(code);
    const secret = requireBearer(request);
    await admitMove(request, ctx);
    const { card, expectVersion } = readPick(await readJsonBody(request));
    return jsonResponse({ version: await ctx.referee.pick(code, secret, card, expectVersion) });
  });

/** POST /api/rooms/<code>/actions */
export const playAction = (request: Request, code: string, ctx: RoomContext) =>
  guarded(async () => {
    checkedCode(code);
    const secret = requireBearer(request);
    await admitMove(request, ctx);
    const { action, expectVersion } = readAction(await readJsonBody(request));
    return jsonResponse({ version: await ctx.referee.act(code, secret, action, expectVersion) });
  });

function lastEventId(request: Request): number | null {
  const raw = request.headers.get('last-event-id');
  return raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/** Keeps one snapshot waiting for a slow reader: a newer one takes its place and carries both one's events. */
function merged(waiting: RoomSnapshot | null, next: RoomSnapshot): RoomSnapshot {
  if (!waiting) return next;
  const events = [...waiting.events, ...next.events];
  return { ...next, events: events.length > MAX_PENDING_EVENTS ? [] : events };
}

/**
 * GET /api/rooms/<code>/stream: Server-Sent Events of the viewer's snapshots. A reader that does
 * not keep up holds one merged snapshot, not a queue; a stream ends when its client goes, or after
 * STREAM_MAX_MS (the client comes back with Last-Event-ID).
 */
export const streamRoom = (request: Request, code: string, ctx: RoomContext) =>
  guarded(async () => {
    checkedCode(code);
    const viewer: Viewer = await ctx.referee.viewerOf(code, bearer(request));
    const client = clientKey(request);
    const open = ctx.streams.get(client) ?? 0;
    const limit = ctx.maxStreamsPerClient();
    if (open >= limit)
      throw new ApiError(429, 'too-many-streams', `At most ${limit} rooms can be followed at once from one address.`, {
        data: { limit },
      });
    ctx.streams.set(client, open + 1);
    const encoder = new TextEncoder();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let waiting: RoomSnapshot | null = null;
    let done = false;
    let stop: (() => void) | null = null;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const finish = () => {
      if (done) return;
      done = true;
      stop?.();
      for (const t of timers) clearInterval(t);
      const left = (ctx.streams.get(client) ?? 1) - 1;
      if (left > 0) ctx.streams.set(client, left);
      else ctx.streams.delete(client);
    };
    const flush = () => {
      if (done || !waiting || (controller.desiredSize ?? 0) <= 0) return;
      const snapshot = waiting;
      waiting = null;
      controller.enqueue(
        encoder.encode(formatSse({ id: String(snapshot.version), event: 'snapshot', data: JSON.stringify(snapshot) })),
      );
    };
    const stream = new ReadableStream<Uint8Array>(
      {
        start(c) {
          controller = c;
        },
        pull: flush,
        cancel: finish,
      },
      { highWaterMark: 2 },
    );
    request.signal?.addEventListener('abort', finish);
    try {
      stop = await ctx.referee.watch(code, viewer, lastEventId(request), (snapshot) => {
        waiting = merged(waiting, snapshot);
        flush();
      });
    } catch (error) {
      finish();
      throw error;
    }
    timers.push(
      setInterval(() => {
        if (!done && (controller.desiredSize ?? 0) > 0) controller.enqueue(encoder.encode(': keep-alive\n\n'));
      }, KEEPALIVE_MS),
    );
    timers.push(
      setTimeout(() => {
        if (done) return;
        finish();
        controller.close();
      }, STREAM_MAX_MS),
    );
    for (const t of timers) t.unref?.();
    // no-transform: a compressing layer (Next's own, a proxy) would hold the messages back to fill its blocks.
    return new Response(stream, {
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        'x-accel-buffering': 'no',
      },
    });
  });
