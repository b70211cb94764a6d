import type { SavedChampion } from '../../db/champions';
import type { Store } from '../../db/store';

/** Whether `token` opens the Champion, without writing anything. */
export async function editTokenOpens(store: Store, record: SavedChampion, token: string): Promise<boolean> {
  return store.champions.opens(record.id, token);
}
