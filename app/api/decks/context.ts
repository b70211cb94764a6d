import { writeLimiter } from '@/lib/db/http/rateLimit';
import type { DeckApiContext } from '@/lib/db/http/deckHandlers';
import { getStore } from '@/lib/db/store';

export async function deckApiContext(): Promise<DeckApiContext> {
  return { store: await getStore(), limiter: writeLimiter() };
}
