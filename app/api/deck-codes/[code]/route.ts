import { methodNotAllowed } from '@/lib/http/methodNotAllowed';
import { readDeckCode } from '@/lib/db/http/deckHandlers';

export async function GET(_request: Request, { params }: { params: Promise<{ code: string }> }) {
  return readDeckCode((await params).code);
}

const notAllowed = methodNotAllowed(['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
