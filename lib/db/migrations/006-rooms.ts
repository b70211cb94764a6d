import type { Migration } from './types';

// An online room is its settings (seed included) and the log of its steps: the server rebuilds
// the game by replaying the log, so a restart or another process resumes it exactly. A step is
// taken by inserting the next version: two processes racing for it cannot both succeed.
export const rooms: Migration = {
  version: 6,
  name: 'rooms',
  sqlite: [
    `CREATE TABLE rooms (code TEXT PRIMARY KEY, host_hash TEXT NOT NULL, settings TEXT NOT NULL, secrets TEXT NOT NULL,
       version INTEGER NOT NULL, phase TEXT NOT NULL, created_ms INTEGER NOT NULL, touched_ms INTEGER NOT NULL)`,
    `CREATE INDEX rooms_idle ON rooms (touched_ms) WHERE phase <> 'ended'`,
    `CREATE TABLE room_log (code TEXT NOT NULL REFERENCES rooms (code) ON DELETE CASCADE, version INTEGER NOT NULL, entry TEXT NOT NULL,
       PRIMARY KEY (code, version))`,
    `CREATE TABLE room_presence (code TEXT NOT NULL REFERENCES rooms (code) ON DELETE CASCADE, seat TEXT NOT NULL, seen_ms INTEGER NOT NULL,
       PRIMARY KEY (code, seat))`,
  ],
  postgres: [
    `CREATE TABLE rooms (code TEXT PRIMARY KEY, host_hash TEXT NOT NULL, settings JSONB NOT NULL, secrets JSONB NOT NULL,
       version INTEGER NOT NULL, phase TEXT NOT NULL, created_ms BIGINT NOT NULL, touched_ms BIGINT NOT NULL)`,
    `CREATE INDEX rooms_idle ON rooms (touched_ms) WHERE phase <> 'ended'`,
    `CREATE TABLE room_log (code TEXT NOT NULL REFERENCES rooms (code) ON DELETE CASCADE, version INTEGER NOT NULL, entry JSONB NOT NULL,
       PRIMARY KEY (code, version))`,
    `CREATE TABLE room_presence (code TEXT NOT NULL REFERENCES rooms (code) ON DELETE CASCADE, seat TEXT NOT NULL, seen_ms BIGINT NOT NULL,
       PRIMARY KEY (code, seat))`,
  ],
};
