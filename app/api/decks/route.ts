import { createDeck, listDecks } from '@/lib/api/decks';
import { methodNotAllowed } from '@/lib/api/methodNotAllowed';
import { apiContext } from '@/lib/api/context';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return listDecks(request, await apiContext());
}

export async function POST(request: Request) {
  return createDeck(request, await apiContext());
}

const notAllowed = methodNotAllowed(['GET', 'POST']);
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as OPTIONS };
