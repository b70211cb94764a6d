import { apiContext } from '@/lib/api/context';
import { readDeckCode } from '@/lib/api/decks';
import { methodNotAllowed } from '@/lib/api/methodNotAllowed';

export async function GET(_request: Request, { params }: { params: Promise<{ code: string }> }) {
  return readDeckCode((await params).code, await apiContext());
}

const notAllowed = methodNotAllowed(['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as OPTIONS };
