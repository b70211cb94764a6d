import { cache } from 'react';
import { getStore } from '@/lib/db/store';

const ID = /^[A-Za-z0-9_-]{4,32}$/;

/** The saved deck without counting a view (metadata, edit page); null when there is none. */
export const readSavedDeck = cache(async (id: string) => (ID.test(id) ? (await getStore()).decks.get(id) : null));

/** The saved deck for its public page: counts one view per request. */
export const viewSavedDeck = cache(async (id: string) => (ID.test(id) ? (await getStore()).decks.incrementViews(id) : null));

export const readDeckHistory = cache(async (id: string) => (ID.test(id) ? (await getStore()).decks.history(id) : null));

/**
 * Whether `token` opens the deck, without writing: an update with an impossible base version
 * checks the token first and then stops at the version conflict. (The store has no read-only
 * token check; this is the same code path the API's PUT uses.)
 */
export async function editTokenOpens(id: string, token: string): Promise<boolean> {
  const deck = await readSavedDeck(id);
  if (!deck || !token || token.length > 200) return false;
  const { name, description, author, cards, championId } = deck;
  const result = await (await getStore()).decks.update(id, token, { name, description, author, cards, championId }, { baseVersion: -1 });
  return !result.ok && result.reason === 'conflict';
}
