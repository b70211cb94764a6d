import { methodNotAllowed } from '@/lib/api/methodNotAllowed';
import { deleteChampion, readChampion, updateChampion } from '@/lib/api/champions/handlers';
import { apiContext } from '@/lib/api/context';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ id: string }> };

export async function GET(request: Request, { params }: Params) {
  return readChampion(request, (await params).id, await apiContext());
}

export async function PUT(request: Request, { params }: Params) {
  return updateChampion(request, (await params).id, await apiContext());
}

export async function DELETE(request: Request, { params }: Params) {
  return deleteChampion(request, (await params).id, await apiContext());
}

const notAllowed = methodNotAllowed(['GET', 'PUT', 'DELETE']);
export { notAllowed as POST, notAllowed as PATCH, notAllowed as OPTIONS };
