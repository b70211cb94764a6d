import { methodNotAllowed } from '@/lib/http/methodNotAllowed';
import { createChampion } from '@/lib/champions/http/handlers';
import { listChampions } from '@/lib/champions/http/listChampions';
import { championApiContext } from './context';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  return listChampions(request, await championApiContext());
}

export async function POST(request: Request) {
  return createChampion(request, await championApiContext());
}

const notAllowed = methodNotAllowed(['GET', 'POST']);
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
