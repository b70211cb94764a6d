import type { ChampionApiContext } from '@/lib/champions/http/handlers';
import { writeLimiter } from '@/lib/db/http/rateLimit';
import { getStore } from '@/lib/db/store';

export async function championApiContext(): Promise<ChampionApiContext> {
  return { store: await getStore(), limiter: writeLimiter() };
}
