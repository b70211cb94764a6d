import { headers } from 'next/headers';
import { cache } from 'react';
import { clientKey } from '@/lib/api/client';
import { readCountingOnce } from '@/lib/api/decks';
import { getStore } from '@/lib/db/store';

const ID = /^[A-Za-z0-9_-]{4,32}$/;

/** The saved deck without counting a view (metadata, edit page); null when there is none. */
export const readSavedDeck = cache(async (id: string) => (ID.test(id) ? (await getStore()).decks.get(id) : null));

/** The saved deck for its public page: a viewer counts once a day (see lib/api/viewLedger.ts). */
export const viewSavedDeck = cache(async (id: string) => {
  // clientKey reads the forwarding headers of a Request; the page has only the headers.
  const viewer = clientKey(new Request('http://page.invalid/', { headers: await headers() }));
  return readCountingOnce(await getStore(), id, viewer);
});

export const readDeckHistory = cache(async (id: string) => (ID.test(id) ? (await getStore()).decks.history(id) : null));
