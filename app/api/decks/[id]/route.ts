import { updateDeck } from '@/lib/db/http/deckHandlers';
import { deckApiContext } from '../context';
import { answerUnchanged, readDeckOnce, readOnce, refuseMissingChampion } from '../deckGuards';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ id: string }> };

export async function GET(request: Request, { params }: Params) {
  return readDeckOnce(request, (await params).id, (await deckApiContext()).store);
}

export async function PUT(request: Request, { params }: Params) {
  const id = (await params).id;
  const read = await readOnce(request);
  if (read instanceof Response) return read;
  const context = await deckApiContext();
  return (await answerUnchanged(read.request, read.body, id, context.store))
    ?? (await refuseMissingChampion(read.body, context.store))
    ?? updateDeck(read.request, id, context);
}
