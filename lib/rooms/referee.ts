import { randomBytes, randomInt } from 'node:crypto';
import type { Card } from '../cards';
import { ApiError } from '../api/errors';
import type { Action, PlayerId } from '../engine';
import type { Store } from '../db/store';
import { hashToken, newToken, tokenMatches } from '../db/tokens';
import { botEntry } from './bots';
import { initialRoom, foldRoom, step, type LogEntry, type RoomSettings, type RoomState, type StepError } from './model';
import { AWAY_AFTER_MS, ROOM_IDLE_MS, type RoomBot, type RoomSnapshot } from './protocol';
import { seatSnapshot } from './view';

const CODE_ALPHABET = 'abcdefghjkmnpqrstvwxyz23456789';
/** Rooms kept in memory besides those someone follows. */
const MAX_CACHED = 2000;
/** How long a room's presence read from the database is trusted. */
const PRESENCE_TTL_MS = 5000;

export interface NewRoom {
  code: string;
  hostSecret: string;
  seatSecrets: Partial<Record<PlayerId, string>>;
}

/** Who a stream or a request is: a seat, or a spectator (null). */
export type Viewer = PlayerId | null;

interface Loaded {
  room: RoomState;
  hostHash: string;
  secrets: Record<string, string>;
  seen: { at: number; value: Partial<Record<PlayerId, number>> };
}

interface Watcher {
  viewer: Viewer;
  /** The last version this watcher was sent. */
  sent: number;
  send(snapshot: RoomSnapshot): void;
}

export interface Referee {
  create(settings: Omit<RoomSettings, 'seed'>): Promise<NewRoom>;
  /** The seat a secret opens (null without one); 403 for a secret that opens none. */
  viewerOf(code: string, secret: string | null): Promise<Viewer>;
  snapshot(code: string, viewer: Viewer, since?: number | null): Promise<RoomSnapshot>;
  join(
    code: string,
    seat: PlayerId,
    secret: string,
    join: { name: string; deck?: string | string[]; champion?: Card },
  ): Promise<RoomSnapshot>;
  start(code: string, hostSecret: string): Promise<number>;
  pick(code: string, secret: string, card: string, expectVersion: number): Promise<number>;
  act(code: string, secret: string, action: Action, expectVersion: number): Promise<number>;
  /** Gives a person's seat to a bot: the host may always; another seat once that person has been away AWAY_AFTER_MS. */
  replaceSeat(code: string, seat: PlayerId, secret: string, bot: RoomBot): Promise<number>;
  /** Sends the current snapshot, then one per new version, until the returned function is called. */
  watch(
    code: string,
    viewer: Viewer,
    since: number | null,
    send: (snapshot: RoomSnapshot) => void,
  ): Promise<() => void>;
  /** Ends rooms idle for ROOM_IDLE_MS and notes who is watching (presence); call it now and then. */
  sweep(): Promise<void>;
  /** Resolves when no bot of this process has a move left to make (tests, benchmarks). */
  idle(): Promise<void>;
  close(): void;
}

const notFound = () => new ApiError(404, 'not-found', 'No room has this code.');

function refusal(e: StepError): ApiError {
  const status =
    e.code === 'action-refused'
      ? 422
      : e.code === 'invalid-deck' || e.code === 'invalid-champion' || e.code === 'bad-param'
        ? 400
        : 409;
  return new ApiError(status, e.code, e.message, {
    field: e.field,
    data: e.engineCode ? { engineCode: e.engineCode } : {},
  });
}

export interface RefereeOptions {
  now?: () => number;
  /** Each new room's seed (default: from the system's secure generator). */
  newSeed?: () => number;
}

export function createReferee(
  store: Store,
  { now = Date.now, newSeed = () => randomInt(0, 2 ** 31) }: RefereeOptions = {},
): Referee {
  const cache = new Map<string, Loaded>();
  const locks = new Map<string, Promise<unknown>>();
  const watchers = new Map<string, Set<Watcher>>();
  const driving = new Set<Promise<void>>();
  let closed = false;

  /** One step at a time per room in this process; other processes are kept apart by the log's versions. */
  function locked<T>(code: string, fn: () => Promise<T>): Promise<T> {
    const previous = locks.get(code) ?? Promise.resolve();
    const run = previous.then(fn, fn);
    const tail = run.catch(() => undefined);
    locks.set(code, tail);
    tail.then(() => locks.get(code) === tail && locks.delete(code));
    return run;
  }

  function remember(code: string, loaded: Loaded): void {
    cache.delete(code);
    cache.set(code, loaded);
    for (const key of cache.keys()) {
      if (cache.size <= MAX_CACHED) break;
      if (!watchers.get(key)?.size) cache.delete(key);
    }
  }

  /** The room as stored now: the cached one brought up to date with the log's newer entries. */
  async function load(code: string): Promise<Loaded> {
    let loaded = cache.get(code);
    if (!loaded) {
      const row = await store.rooms.get(code);
      if (!row) throw notFound();
      loaded = {
        room: initialRoom(row.settings as RoomSettings),
        hostHash: row.hostHash,
        secrets: row.secrets,
        seen: { at: 0, value: {} },
      };
    }
    const newer = (await store.rooms.log(code, loaded.room.version)) as LogEntry[];
    if (newer.length || !cache.has(code)) {
      loaded = { ...loaded, room: foldRoom(loaded.room.settings, newer, loaded.room) };
      remember(code, loaded);
    }
    return loaded;
  }

  async function presence(code: string, loaded: Loaded): Promise<Partial<Record<PlayerId, number>>> {
    if (now() - loaded.seen.at > PRESENCE_TTL_MS)
      loaded.seen = { at: now(), value: (await store.rooms.seen(code)) as Partial<Record<PlayerId, number>> };
    const value = { ...loaded.seen.value };
    // Whoever watches through this process is here now, whatever the database last heard.
    for (const w of watchers.get(code) ?? []) if (w.viewer) value[w.viewer] = now();
    return value;
  }

  /** Notes that these seats are here now, in the database and in this process's copy. */
  async function markSeen(code: string, seats: readonly PlayerId[]): Promise<void> {
    await store.rooms.markSeen(code, seats, now());
    const loaded = cache.get(code);
    if (loaded) loaded.seen = { at: 0, value: {} };
  }

  function seatOf(loaded: Loaded, secret: string | null): Viewer {
    if (secret === null) return null;
    for (const [seat, hash] of Object.entries(loaded.secrets)) if (tokenMatches(secret, hash)) return seat as PlayerId;
    throw new ApiError(403, 'token-forbidden', 'This secret opens no seat of this room.');
  }

  /** Stores one more step; the caller holds the room's lock. Refused steps change nothing. */
  async function commit(code: string, loaded: Loaded, entry: LogEntry): Promise<RoomState> {
    const r = step(loaded.room, entry);
    if (!r.ok) throw refusal(r.error);
    const stored = await store.rooms.append(code, r.room.version, entry, r.room.phase, now());
    if (!stored) {
      // Another process took this version first: what it stored wins, this step is not taken.
      await load(code);
      throw new ApiError(409, 'conflict', 'The room moved on meanwhile: look again.', {
        data: { version: (await load(code)).room.version },
      });
    }
    remember(code, { ...loaded, room: r.room });
    await store.roomBus.publish(code, r.room.version);
    return r.room;
  }

  /** Plays every bot move due, one step at a time, yielding between them so requests keep flowing. */
  function drive(code: string): void {
    if (closed) return;
    const run = (async () => {
      for (;;) {
        await new Promise((resolve) => setImmediate(resolve));
        if (closed) return;
        const moved = await locked(code, async () => {
          const loaded = await load(code);
          const entry = botEntry(loaded.room);
          if (!entry) return false;
          await commit(code, loaded, entry);
          return true;
        }).catch((error) => {
          if (!(error instanceof ApiError && error.code === 'conflict'))
            console.error(`Room ${code}: a bot move failed`, error);
          return false;
        });
        if (!moved) return;
      }
    })();
    driving.add(run);
    run.finally(() => driving.delete(run));
  }

  async function personStep(
    code: string,
    secret: string,
    make: (seat: PlayerId, loaded: Loaded) => LogEntry,
    expectVersion?: number,
  ): Promise<number> {
    const room = await locked(code, async () => {
      const loaded = await load(code);
      const seat = seatOf(loaded, secret)!;
      if (loaded.room.seats[seat]?.plan.kind !== 'person')
        throw new ApiError(409, 'seat-taken', 'A bot plays this seat now.');
      if (expectVersion !== undefined && expectVersion !== loaded.room.version) {
        throw new ApiError(409, 'conflict', 'The room moved on since you looked: here is its version.', {
          data: { version: loaded.room.version },
        });
      }
      return commit(code, loaded, make(seat, loaded));
    });
    drive(code);
    return room.version;
  }

  async function refreshWatchers(code: string, version: number): Promise<void> {
    const set = watchers.get(code);
    if (!set?.size) return;
    const cached = cache.get(code);
    // This process's own step is cached already: no need to read the log again.
    const loaded = cached && cached.room.version >= version ? cached : await locked(code, () => load(code));
    const seen = await presence(code, loaded);
    for (const w of set) {
      if (w.sent >= loaded.room.version) continue;
      const snapshot = seatSnapshot(code, loaded.room, w.viewer, { since: w.sent, seen, now: now() });
      w.sent = loaded.room.version;
      w.send(snapshot);
    }
  }

  const unsubscribe = store.roomBus.subscribe(
    (code, version) => {
      for (const target of code === '*' ? [...watchers.keys()] : [code]) {
        refreshWatchers(target, code === '*' ? Infinity : version).catch((error) =>
          console.error(`Room ${target}: could not refresh its streams`, error),
        );
        // Back from a lost connection: bot moves may have been left to this process.
        if (code === '*') drive(target);
      }
    },
    () => (closed = true),
  );

  return {
    async create(settings) {
      const seatSecrets: Partial<Record<PlayerId, string>> = {};
      const secrets: Record<string, string> = {};
      for (const seat of Object.keys(initialRoom({ ...settings, seed: 0 }).seats) as PlayerId[]) {
        const secret = newToken();
        seatSecrets[seat] = secret;
        secrets[seat] = hashToken(secret);
      }
      const hostSecret = newToken();
      const full: RoomSettings = { ...settings, seed: newSeed() };
      for (;;) {
        const code = Array.from(randomBytes(8), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
        if (
          await store.rooms.create(
            { code, hostHash: hashToken(hostSecret), settings: full, secrets, phase: 'lobby', touchedMs: now() },
            now(),
          )
        ) {
          return { code, hostSecret, seatSecrets };
        }
      }
    },
    async viewerOf(code, secret) {
      return seatOf(await load(code), secret);
    },
    async snapshot(code, viewer, since = null) {
      const loaded = await load(code);
      drive(code);
      return seatSnapshot(code, loaded.room, viewer, { since, seen: await presence(code, loaded), now: now() });
    },
    async join(code, seat, secret, body) {
      await locked(code, async () => {
        const loaded = await load(code);
        const hash = loaded.secrets[seat];
        if (!hash) throw notFound();
        if (!tokenMatches(secret, hash)) throw new ApiError(403, 'token-forbidden', 'This secret is not this seat’s.');
        await commit(code, loaded, {
          type: 'join',
          seat,
          name: body.name,
          ...(body.deck !== undefined ? { deck: body.deck } : {}),
          ...(body.champion ? { champion: body.champion } : {}),
        });
      });
      await markSeen(code, [seat]);
      return this.snapshot(code, seat);
    },
    async start(code, hostSecret) {
      const room = await locked(code, async () => {
        const loaded = await load(code);
        if (!tokenMatches(hostSecret, loaded.hostHash))
          throw new ApiError(403, 'token-forbidden', 'Only the room’s host can start it.');
        return commit(code, loaded, { type: 'start' });
      });
      drive(code);
      return room.version;
    },
    pick: (code, secret, card, expectVersion) =>
      personStep(code, secret, (seat) => ({ type: 'pick', seat, card }), expectVersion),
    act: (code, secret, action, expectVersion) =>
      personStep(code, secret, (seat) => ({ type: 'action', seat, action }), expectVersion),
    async replaceSeat(code, seat, secret, bot) {
      const room = await locked(code, async () => {
        const loaded = await load(code);
        if (!loaded.secrets[seat]) throw notFound();
        if (!tokenMatches(secret, loaded.hostHash)) {
          const by = seatOf(loaded, secret);
          if (by === seat) throw new ApiError(403, 'token-forbidden', 'A seat is given to a bot by the others.');
          const seen = (await presence(code, { ...loaded, seen: { at: 0, value: {} } }))[seat] ?? 0;
          if (now() - seen < AWAY_AFTER_MS)
            throw new ApiError(409, 'wrong-phase', 'This person is still here.', {
              data: { awayAfterMs: AWAY_AFTER_MS },
            });
        }
        return commit(code, loaded, { type: 'replace', seat, bot });
      });
      drive(code);
      return room.version;
    },
    async watch(code, viewer, since, send) {
      const loaded = await load(code);
      const watcher: Watcher = { viewer, sent: loaded.room.version, send };
      let set = watchers.get(code);
      if (!set) watchers.set(code, (set = new Set()));
      set.add(watcher);
      if (viewer) await markSeen(code, [viewer]);
      send(seatSnapshot(code, loaded.room, viewer, { since, seen: await presence(code, loaded), now: now() }));
      drive(code);
      return () => {
        set.delete(watcher);
        if (!set.size) watchers.delete(code);
        if (viewer) markSeen(code, [viewer]).catch(() => undefined);
      };
    },
    async sweep() {
      for (const [code, set] of watchers) {
        const seats = [...new Set([...set].flatMap((w) => (w.viewer ? [w.viewer] : [])))];
        if (seats.length) await markSeen(code, seats);
      }
      for (const code of await store.rooms.idle(now() - ROOM_IDLE_MS, 100)) {
        await locked(code, async () => commit(code, await load(code), { type: 'end', reason: 'idle' })).catch(
          () => undefined,
        );
      }
    },
    async idle() {
      while (driving.size) await Promise.all([...driving]);
    },
    close() {
      closed = true;
      unsubscribe();
      watchers.clear();
    },
  };
}
