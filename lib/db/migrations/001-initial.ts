import type { Migration } from './types';

// Decks and Champions share one shape: a current row with the edit token's hash, and one
// full snapshot per version. Pictures are content-addressed so versions share the bytes.
// `seq` (PostgreSQL; SQLite's rowid) orders rows created within the same millisecond.
export const initial: Migration = {
  version: 1,
  name: 'initial',
  sqlite: [
    `CREATE TABLE decks (
      id TEXT PRIMARY KEY, token_hash TEXT NOT NULL, version INTEGER NOT NULL,
      name TEXT NOT NULL, description TEXT NOT NULL, author TEXT NOT NULL,
      cards TEXT NOT NULL, champion_id TEXT, views INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL, updated_at TEXT NOT NULL)`,
    `CREATE INDEX decks_by_created ON decks (created_at DESC)`,
    `CREATE INDEX decks_by_views ON decks (views DESC)`,
    `CREATE TABLE deck_versions (
      deck_id TEXT NOT NULL REFERENCES decks (id) ON DELETE CASCADE, version INTEGER NOT NULL,
      name TEXT NOT NULL, description TEXT NOT NULL, author TEXT NOT NULL,
      cards TEXT NOT NULL, champion_id TEXT, created_at TEXT NOT NULL,
      PRIMARY KEY (deck_id, version))`,
    `CREATE TABLE champion_pictures (
      sha256 TEXT PRIMARY KEY, mime TEXT NOT NULL, bytes BLOB NOT NULL, created_at TEXT NOT NULL)`,
    `CREATE TABLE champions (
      id TEXT PRIMARY KEY, token_hash TEXT NOT NULL, version INTEGER NOT NULL,
      name TEXT NOT NULL, author TEXT NOT NULL, design TEXT NOT NULL,
      picture_sha TEXT REFERENCES champion_pictures (sha256), views INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL, updated_at TEXT NOT NULL)`,
    `CREATE INDEX champions_by_created ON champions (created_at DESC)`,
    `CREATE INDEX champions_by_views ON champions (views DESC)`,
    `CREATE TABLE champion_versions (
      champion_id TEXT NOT NULL REFERENCES champions (id) ON DELETE CASCADE, version INTEGER NOT NULL,
      name TEXT NOT NULL, author TEXT NOT NULL, design TEXT NOT NULL,
      picture_sha TEXT REFERENCES champion_pictures (sha256), created_at TEXT NOT NULL,
      PRIMARY KEY (champion_id, version))`,
  ],
  postgres: [
    `CREATE TABLE decks (
      id TEXT PRIMARY KEY, token_hash TEXT NOT NULL, version INTEGER NOT NULL,
      name TEXT NOT NULL, description TEXT NOT NULL, author TEXT NOT NULL,
      cards JSONB NOT NULL, champion_id TEXT, views INTEGER NOT NULL DEFAULT 0,
      created_at TIMESTAMPTZ NOT NULL, updated_at TIMESTAMPTZ NOT NULL,
      seq BIGINT GENERATED ALWAYS AS IDENTITY)`,
    `CREATE INDEX decks_by_created ON decks (created_at DESC)`,
    `CREATE INDEX decks_by_views ON decks (views DESC)`,
    `CREATE TABLE deck_versions (
      deck_id TEXT NOT NULL REFERENCES decks (id) ON DELETE CASCADE, version INTEGER NOT NULL,
      name TEXT NOT NULL, description TEXT NOT NULL, author TEXT NOT NULL,
      cards JSONB NOT NULL, champion_id TEXT, created_at TIMESTAMPTZ NOT NULL,
      PRIMARY KEY (deck_id, version))`,
    `CREATE TABLE champion_pictures (
      sha256 TEXT PRIMARY KEY, mime TEXT NOT NULL, bytes BYTEA NOT NULL, created_at TIMESTAMPTZ NOT NULL)`,
    `CREATE TABLE champions (
      id TEXT PRIMARY KEY, token_hash TEXT NOT NULL, version INTEGER NOT NULL,
      name TEXT NOT NULL, author TEXT NOT NULL, design JSONB NOT NULL,
      picture_sha TEXT REFERENCES champion_pictures (sha256), views INTEGER NOT NULL DEFAULT 0,
      created_at TIMESTAMPTZ NOT NULL, updated_at TIMESTAMPTZ NOT NULL,
      seq BIGINT GENERATED ALWAYS AS IDENTITY)`,
    `CREATE INDEX champions_by_created ON champions (created_at DESC)`,
    `CREATE INDEX champions_by_views ON champions (views DESC)`,
    `CREATE TABLE champion_versions (
      champion_id TEXT NOT NULL REFERENCES champions (id) ON DELETE CASCADE, version INTEGER NOT NULL,
      name TEXT NOT NULL, author TEXT NOT NULL, design JSONB NOT NULL,
      picture_sha TEXT REFERENCES champion_pictures (sha256), created_at TIMESTAMPTZ NOT NULL,
      PRIMARY KEY (champion_id, version))`,
  ],
};
