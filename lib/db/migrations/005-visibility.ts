import type { Migration } from './types';

// Public or unlisted, on the current row and on every version (a change of visibility is a
// version of its own). Everything saved before was listed: it stays public.
const tables = ['decks', 'deck_versions', 'champions', 'champion_versions'];
const statements = tables.map((table) => `ALTER TABLE ${table} ADD COLUMN visibility TEXT NOT NULL DEFAULT 'public'`);

export const visibility: Migration = {
  version: 5,
  name: 'visibility',
  sqlite: statements,
  postgres: statements,
};
