import { deleteDeck, readDeck, updateDeck } from '@/lib/db/http/deckHandlers';
import { methodNotAllowed } from '@/lib/http/methodNotAllowed';
import { deckApiContext } from '../context';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ id: string }> };

export async function GET(request: Request, { params }: Params) {
  return readDeck(request, (await params).id, await deckApiContext());
}

export async function PUT(request: Request, { params }: Params) {
  return updateDeck(request, (await params).id, await deckApiContext());
}

export async function DELETE(request: Request, { params }: Params) {
  return deleteDeck(request, (await params).id, await deckApiContext());
}

const notAllowed = methodNotAllowed(['GET', 'PUT', 'DELETE']);
export { notAllowed as POST, notAllowed as PATCH };
