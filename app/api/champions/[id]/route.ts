import { methodNotAllowed } from '@/lib/api/methodNotAllowed';
import { readChampion, updateChampion } from '@/lib/api/champions/handlers';
import { apiContext } from '@/lib/api/context';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ id: string }> };

export async function GET(request: Request, { params }: Params) {
  return readChampion(request, (await params).id, await apiContext());
}

export async function PUT(request: Request, { params }: Params) {
  return updateChampion(request, (await params).id, await apiContext());
}

const notAllowed = methodNotAllowed(['GET', 'PUT']);
export { notAllowed as POST, notAllowed as PATCH, notAllowed as DELETE, notAllowed as OPTIONS };
