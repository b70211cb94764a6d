import { createRateLimiter, sharedRateLimiter, writeLimiter, type RateLimiter } from '../api/rateLimit';
import { getStore, type Store } from '../db/store';
import { createReferee, type Referee } from './referee';
import { KEEPALIVE_MS } from './protocol';

/** Everything the room endpoints share in one process. */
export interface RoomContext {
  store: Store;
  referee: Referee;
  /** Room creation: the API's write limit (ERRET_WRITE_LIMIT). */
  createLimiter(): RateLimiter | null;
  /** Joins, picks, actions, bots: ERRET_ROOM_ACTION_LIMIT per minute per client (default 240; 0 turns it off). */
  actionLimiter(): RateLimiter | null;
  /** Open streams per client in this process. */
  streams: Map<string, number>;
  /** ERRET_ROOM_STREAMS (default 16). */
  maxStreamsPerClient(): number;
}

const DEFAULT_ACTIONS_PER_MINUTE = 240;
const DEFAULT_STREAMS_PER_CLIENT = 16;

function numberFrom(raw: string | undefined, fallback: number): number {
  const value = Number(raw ?? fallback);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

// Kept on globalThis: Next may load this module once per route bundle, and every route must share one referee.
const holder = globalThis as typeof globalThis & { __erretRooms?: { store: Store; context: RoomContext } };

function actionLimiterFor(store: Store, env: Record<string, string | undefined>): () => RateLimiter | null {
  let made: { perMinute: number; limiter: RateLimiter | null } | null = null;
  return () => {
    const perMinute = numberFrom(env.ERRET_ROOM_ACTION_LIMIT, DEFAULT_ACTIONS_PER_MINUTE);
    if (made?.perMinute !== perMinute) {
      const shared = store.counters ? sharedRateLimiter(store.counters, perMinute) : null;
      // Buckets of their own: a room's moves must not spend the client's budget of saves.
      const limiter =
        perMinute === 0
          ? null
          : shared
            ? { take: (key: string) => shared.take(`room:${key}`) }
            : createRateLimiter({ perMinute });
      made = { perMinute, limiter };
    }
    return made.limiter;
  };
}

/** The room endpoints' shared parts over one store, with the referee's sweep timer. */
export function createRoomContext(store: Store, env: Record<string, string | undefined> = process.env): RoomContext {
  const referee = createReferee(store);
  const sweep = setInterval(() => referee.sweep().catch((error) => console.error('Rooms sweep:', error)), KEEPALIVE_MS);
  sweep.unref();
  const close = referee.close;
  referee.close = () => {
    clearInterval(sweep);
    close();
  };
  return {
    store,
    referee,
    createLimiter: () => writeLimiter(store.counters, env),
    actionLimiter: actionLimiterFor(store, env),
    streams: new Map(),
    maxStreamsPerClient: () => numberFrom(env.ERRET_ROOM_STREAMS, DEFAULT_STREAMS_PER_CLIENT),
  };
}

/** The context of the application's store, created on first use (and again if the store was reopened). */
export async function roomContext(env: Record<string, string | undefined> = process.env): Promise<RoomContext> {
  const store = await getStore();
  if (holder.__erretRooms?.store === store) return holder.__erretRooms.context;
  holder.__erretRooms?.context.referee.close();
  const context = createRoomContext(store, env);
  holder.__erretRooms = { store, context };
  return context;
}

/** A route handler of app/api/rooms/[code]/…: the room's code, then the shared context. */
export const onRoom =
  (handler: (request: Request, code: string, ctx: RoomContext) => Promise<Response>) =>
  async (request: Request, { params }: { params: Promise<{ code: string }> }) =>
    handler(request, (await params).code, await roomContext());

/** A route handler of app/api/rooms/[code]/seats/[seat]/…. */
export const onSeat =
  (handler: (request: Request, code: string, seat: string, ctx: RoomContext) => Promise<Response>) =>
  async (request: Request, { params }: { params: Promise<{ code: string; seat: string }> }) => {
    const { code, seat } = await params;
    return handler(request, code, seat, await roomContext());
  };
