import { listCards } from '@/lib/api/cards';
import { methodNotAllowed } from '@/lib/api/methodNotAllowed';

export function GET(request: Request) {
  return listCards(request);
}

const notAllowed = methodNotAllowed(['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as OPTIONS };
