import { methodNotAllowed } from '@/lib/api/methodNotAllowed';
import { createChampion } from '@/lib/api/champions/handlers';
import { listChampions } from '@/lib/api/champions/listChampions';
import { apiContext } from '@/lib/api/context';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return listChampions(request, await apiContext());
}

export async function POST(request: Request) {
  return createChampion(request, await apiContext());
}

const notAllowed = methodNotAllowed(['GET', 'POST']);
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as OPTIONS };
