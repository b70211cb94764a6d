import { methodNotAllowed } from '@/lib/api/methodNotAllowed';
import { deckHistory } from '@/lib/api/decks';
import { apiContext } from '@/lib/api/context';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return deckHistory((await params).id, await apiContext());
}

const notAllowed = methodNotAllowed(['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as OPTIONS };
