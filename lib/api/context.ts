import { getStore, type Store } from '../db/store';
import { writeLimiter, type RateLimiter } from './rateLimit';

export interface ApiContext {
  store: Store;
  limiter: RateLimiter | null;
}

/** What every handler needs: the application's store and the write limiter that goes with it. */
export async function apiContext(): Promise<ApiContext> {
  const store = await getStore();
  return { store, limiter: writeLimiter(store.counters) };
}
