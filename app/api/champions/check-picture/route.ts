import { checkPicture } from '@/lib/api/champions/handlers';
import { apiContext } from '@/lib/api/context';
import { methodNotAllowed } from '@/lib/api/methodNotAllowed';

export const dynamic = 'force-dynamic';

/** The designer's preview asks here, so the picture shown is the one the server would keep. */
export async function POST(request: Request) {
  return checkPicture(request, await apiContext());
}

const notAllowed = methodNotAllowed(['POST']);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as OPTIONS };
