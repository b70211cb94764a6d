import type { Migration } from './types';

// One row whose number grows with every deck write that can change the gallery (create,
// update, removal), in that write's transaction: a process caching search results compares it
// with one indexed read, and so never serves results older than another process's commit.
export const galleryVersion: Migration = {
  version: 4,
  name: 'gallery-version',
  sqlite: [
    `CREATE TABLE gallery_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL)`,
    `INSERT INTO gallery_version (id, version) VALUES (1, 0)`,
  ],
  postgres: [
    `CREATE TABLE gallery_version (id INTEGER PRIMARY KEY CHECK (id = 1), version BIGINT NOT NULL)`,
    `INSERT INTO gallery_version (id, version) VALUES (1, 0)`,
  ],
};
