import type { SavedChampion } from '../../db/champions';
import type { Store } from '../../db/store';
import { readStoredChampion, type ChampionSheet } from '../../champions/stored';
import { CHAMPION_ID_PATTERN } from '../../decks/validate';
import { championError } from './errors';

// Apart from the handlers, which load the picture decoder (sharp): saving a deck checks its
// Champion through this module, and must not load a picture or font stack to do so.

/** A saved Champion by id (null if none; `sheet` null if it no longer passes the rules). */
export async function findChampion(store: Store, id: string): Promise<{ record: SavedChampion; sheet: ChampionSheet | null } | null> {
  const record = CHAMPION_ID_PATTERN.test(id) ? await store.champions.get(id) : null;
  return record && { record, sheet: readStoredChampion(record) };
}

/** A saved Champion and its drawable sheet, or the refusal that says why not. */
export async function loadChampion(store: Store, id: string): Promise<{ record: SavedChampion; sheet: ChampionSheet }> {
  const found = await findChampion(store, id);
  if (!found) throw championError(404, 'not-found', 'id', 'errNotFound');
  if (!found.sheet) throw championError(500, 'champion-unreadable', 'design', 'errUnreadable');
  return { record: found.record, sheet: found.sheet };
}
