import { methodNotAllowed } from '@/lib/http/methodNotAllowed';
import { readChampion, updateChampion } from '@/lib/champions/http/handlers';
import { championApiContext } from '../context';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ id: string }> };

export async function GET(request: Request, { params }: Params) {
  return readChampion(request, (await params).id, await championApiContext());
}

export async function PUT(request: Request, { params }: Params) {
  return updateChampion(request, (await params).id, await championApiContext());
}

const notAllowed = methodNotAllowed(['GET', 'PUT']);
export { notAllowed as POST, notAllowed as PATCH, notAllowed as DELETE };
