import { createDeck, listDecks } from '@/lib/db/http/deckHandlers';
import { deckApiContext } from './context';
import { readOnce, refuseMissingChampion } from './deckGuards';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return listDecks(request, await deckApiContext());
}

export async function POST(request: Request) {
  const read = await readOnce(request);
  if (read instanceof Response) return read;
  const context = await deckApiContext();
  return (await refuseMissingChampion(read.body, context.store)) ?? createDeck(read.request, context);
}
