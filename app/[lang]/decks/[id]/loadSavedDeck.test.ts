import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '@/lib/cards';
import { getStore } from '@/lib/db/store';
import { withTempStore } from '@/lib/db/withTempStore';
import { editTokenOpens } from './loadSavedDeck';


withTempStore('edit-token');

describe('editTokenOpens', () => {
  it('accepts the deck’s token only, and writes nothing either way', async () => {
    const store = await getStore();
    const { id, token } = await store.decks.create({ name: 'Ogres', description: '', author: '', cards: [...PRECONSTRUCTED[1].cards], championId: null });
    const other = await store.decks.create({ name: 'Other', description: '', author: '', cards: [...PRECONSTRUCTED[0].cards], championId: null });
    expect(await editTokenOpens(id, token)).toBe(true);
    expect(await editTokenOpens(id, other.token)).toBe(false);
    expect(await editTokenOpens(id, '')).toBe(false);
    expect(await editTokenOpens('nope-nope', token)).toBe(false);
    expect((await store.decks.get(id))!.version).toBe(1);
    expect(await store.decks.history(id)).toHaveLength(1);
  });
});
