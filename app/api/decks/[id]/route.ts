import { readDeck, updateDeck } from '@/lib/db/http/deckHandlers';
import { deckApiContext } from '../context';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ id: string }> };

export async function GET(_request: Request, { params }: Params) {
  return readDeck((await params).id, await deckApiContext());
}

export async function PUT(request: Request, { params }: Params) {
  return updateDeck(request, (await params).id, await deckApiContext());
}
