import type { SavedChampion } from '../../db/champions';
import type { Store } from '../../db/store';
import { readStoredChampion, type ChampionSheet } from '../../champions/stored';
import { championIdParam, championIdRefusal, championNotFound } from '../schemas/ids';
import { parseInput } from '../schemas/parse';
import { championError } from './errors';

// Apart from the handlers, which load the picture decoder (sharp): saving a deck checks its
// Champion through this module, and must not load a picture or font stack to do so.

/** The Champion id of an address, or 404 before any query. */
export const championIdOf = (id: string): string => parseInput(championIdParam, id, championIdRefusal);

/** A saved Champion by id (null if none; `sheet` null if it no longer passes the rules). */
export async function findChampion(
  store: Store,
  id: string,
): Promise<{ record: SavedChampion; sheet: ChampionSheet | null } | null> {
  const record = championIdParam.safeParse(id).success ? await store.champions.get(id) : null;
  return record && { record, sheet: readStoredChampion(record) };
}

/** A saved Champion and its drawable sheet, or the refusal that says why not. */
export async function loadChampion(store: Store, id: string): Promise<{ record: SavedChampion; sheet: ChampionSheet }> {
  const found = await findChampion(store, championIdOf(id));
  if (!found) throw championNotFound();
  if (!found.sheet) throw championError(500, 'champion-unreadable', 'design', 'errUnreadable');
  return { record: found.record, sheet: found.sheet };
}
