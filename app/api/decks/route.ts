import { createDeck, listDecks } from '@/lib/db/http/deckHandlers';
import { methodNotAllowed } from '@/lib/http/methodNotAllowed';
import { deckApiContext } from './context';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return listDecks(request, await deckApiContext());
}

export async function POST(request: Request) {
  return createDeck(request, await deckApiContext());
}

const notAllowed = methodNotAllowed(['GET', 'POST']);
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
