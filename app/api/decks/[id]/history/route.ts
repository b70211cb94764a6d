import { methodNotAllowed } from '@/lib/http/methodNotAllowed';
import { deckHistory } from '@/lib/db/http/deckHandlers';
import { deckApiContext } from '../../context';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return deckHistory((await params).id, await deckApiContext());
}

const notAllowed = methodNotAllowed(['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
