import { methodNotAllowed } from '@/lib/http/methodNotAllowed';
import { championPicture } from '@/lib/champions/http/handlers';
import { championApiContext } from '../../context';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return championPicture((await params).id, await championApiContext());
}

const notAllowed = methodNotAllowed(['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
