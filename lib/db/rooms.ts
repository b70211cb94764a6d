import { z } from 'zod';
import { fromJson, type Executor } from './sql';

// Settings and log entries are lib/rooms' to check (it replays them through the engine); here
// only the secret hashes have a shape of their own.
const opaque = z.unknown();
const secretHashes = z.record(z.string(), z.string());

/** A room as stored: its settings and secret hashes are opaque here (lib/rooms owns them). */
export interface RoomRow {
  code: string;
  hostHash: string;
  settings: unknown;
  /** SHA-256 of each seat's secret, by seat. */
  secrets: Record<string, string>;
  version: number;
  phase: string;
  touchedMs: number;
}

export interface RoomRepo {
  /** False when the code is taken. */
  create(row: Omit<RoomRow, 'version'>, nowMs: number): Promise<boolean>;
  get(code: string): Promise<RoomRow | null>;
  /** The log's entries after `afterVersion`, oldest first. */
  log(code: string, afterVersion: number): Promise<unknown[]>;
  /** Stores entry `version` (the room's version + 1); false if another writer took that version first. */
  append(code: string, version: number, entry: unknown, phase: string, nowMs: number): Promise<boolean>;
  /** Rooms not yet ended whose last step is older than `beforeMs`. */
  idle(beforeMs: number, limit: number): Promise<string[]>;
  markSeen(code: string, seats: readonly string[], nowMs: number): Promise<void>;
  seen(code: string): Promise<Record<string, number>>;
}

export function roomRepo(db: Executor): RoomRepo {
  const json = (value: unknown) => JSON.stringify(value);
  return {
    async create(row, nowMs) {
      const inserted = await db.run(
        `INSERT INTO rooms (code, host_hash, settings, secrets, version, phase, created_ms, touched_ms) VALUES (?, ?, ?, ?, 0, ?, ?, ?) ON CONFLICT (code) DO NOTHING`,
        [row.code, row.hostHash, json(row.settings), json(row.secrets), row.phase, nowMs, nowMs],
      );
      return inserted > 0;
    },
    async get(code) {
      const [row] = await db.all(
        'SELECT code, host_hash, settings, secrets, version, phase, touched_ms FROM rooms WHERE code = ?',
        [code],
      );
      if (!row) return null;
      return {
        code: String(row.code),
        hostHash: String(row.host_hash),
        settings: fromJson(row.settings, opaque, null),
        secrets: fromJson(row.secrets, secretHashes, {}),
        version: Number(row.version),
        phase: String(row.phase),
        touchedMs: Number(row.touched_ms),
      };
    },
    async log(code, afterVersion) {
      const rows = await db.all('SELECT entry FROM room_log WHERE code = ? AND version > ? ORDER BY version', [
        code,
        afterVersion,
      ]);
      return rows.map((r) => fromJson(r.entry, opaque, null));
    },
    append(code, version, entry, phase, nowMs) {
      return db.transaction(async (tx) => {
        const inserted = await tx.run(
          'INSERT INTO room_log (code, version, entry) VALUES (?, ?, ?) ON CONFLICT (code, version) DO NOTHING',
          [code, version, json(entry)],
        );
        if (!inserted) return false;
        await tx.run('UPDATE rooms SET version = ?, phase = ?, touched_ms = ? WHERE code = ?', [
          version,
          phase,
          nowMs,
          code,
        ]);
        return true;
      });
    },
    async idle(beforeMs, limit) {
      const rows = await db.all(
        `SELECT code FROM rooms WHERE phase <> 'ended' AND touched_ms < ? ORDER BY touched_ms LIMIT ?`,
        [beforeMs, limit],
      );
      return rows.map((r) => String(r.code));
    },
    async markSeen(code, seats, nowMs) {
      for (const seat of seats) {
        await db.run(
          'INSERT INTO room_presence (code, seat, seen_ms) VALUES (?, ?, ?) ON CONFLICT (code, seat) DO UPDATE SET seen_ms = EXCLUDED.seen_ms',
          [code, seat, nowMs],
        );
      }
    },
    async seen(code) {
      const rows = await db.all('SELECT seat, seen_ms FROM room_presence WHERE code = ?', [code]);
      return Object.fromEntries(rows.map((r) => [String(r.seat), Number(r.seen_ms)]));
    },
  };
}
