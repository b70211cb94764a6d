import type { SavedChampion } from '../../db/champions';
import type { Store } from '../../db/store';

/**
 * Whether `token` opens the Champion, without writing anything: an update from an impossible
 * base version checks the token first, then stops at the version check (the store has no
 * read-only token check; this is the path the API's PUT takes, as the deck edit page does).
 */
export async function editTokenOpens(store: Store, record: SavedChampion, token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const { name, author, design } = record;
  const result = await store.champions.update(record.id, token, { name, author, design }, { baseVersion: -1 });
  return !result.ok && result.reason === 'conflict';
}
