import { checkChampionToken } from '@/lib/api/champions/handlers';
import { apiContext } from '@/lib/api/context';
import { methodNotAllowed } from '@/lib/api/methodNotAllowed';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return checkChampionToken(request, (await params).id, await apiContext());
}

const notAllowed = methodNotAllowed(['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as OPTIONS };
