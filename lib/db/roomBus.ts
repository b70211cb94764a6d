import { Client } from 'pg';
import type { Executor } from './sql';

/** Called with a room's code and new version; code '*' after a lost connection: every room may have moved. */
export type RoomListener = (code: string, version: number) => void;

/** Tells every server process on the database that a room took a step. */
export interface RoomBus {
  publish(code: string, version: number): Promise<void>;
  /** `onClose` runs when the store closes: nothing more can be read or written. */
  subscribe(listener: RoomListener, onClose?: () => void): () => void;
  close(): Promise<void>;
}

/** SQLite: one process, so the news stays in it. */
export function memoryRoomBus(): RoomBus {
  const listeners = new Set<RoomListener>();
  const closers = new Set<() => void>();
  return {
    async publish(code, version) {
      for (const listener of listeners) listener(code, version);
    },
    subscribe(listener, onClose) {
      listeners.add(listener);
      if (onClose) closers.add(onClose);
      return () => {
        listeners.delete(listener);
        if (onClose) closers.delete(onClose);
      };
    },
    async close() {
      for (const onClose of closers) onClose();
      listeners.clear();
      closers.clear();
    },
  };
}

const RECONNECT_MS = 1000;

/**
 * PostgreSQL: NOTIFY through the pool, LISTEN on one connection of its own, opened with the
 * first subscriber. The channel is named after the schema, so test schemas do not hear each other.
 */
export function postgresRoomBus(db: Executor, url: string, schema?: string): RoomBus {
  const channel = `erret_rooms${schema ? `_${schema}` : ''}`;
  const listeners = new Set<RoomListener>();
  const closers = new Set<() => void>();
  let client: Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  const deliver = (code: string, version: number) => {
    for (const listener of listeners) listener(code, version);
  };
  const connect = (): Promise<void> =>
    (connecting ??= (async () => {
      const c = new Client({ connectionString: url });
      const lost = () => {
        if (client !== c) return;
        client = null;
        connecting = null;
        c.end().catch(() => undefined);
        if (closed) return;
        // Notifications sent while we were away are lost: everyone rereads what they follow.
        setTimeout(
          () =>
            connect().then(
              () => deliver('*', 0),
              () => undefined,
            ),
          RECONNECT_MS,
        ).unref();
      };
      c.on('error', lost);
      c.on('end', lost);
      c.on('notification', (n) => {
        const [code, version] = (n.payload ?? '').split(':');
        if (code && Number.isInteger(Number(version))) deliver(code, Number(version));
      });
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      client = c;
    })().catch((error) => {
      connecting = null;
      throw error;
    }));
  return {
    async publish(code, version) {
      await db.all('SELECT pg_notify(?, ?)', [channel, `${code}:${version}`]);
    },
    subscribe(listener, onClose) {
      listeners.add(listener);
      if (onClose) closers.add(onClose);
      connect().catch((error) => console.error('Room notifications:', error.message));
      return () => {
        listeners.delete(listener);
        if (onClose) closers.delete(onClose);
      };
    },
    async close() {
      closed = true;
      for (const onClose of closers) onClose();
      closers.clear();
      listeners.clear();
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
