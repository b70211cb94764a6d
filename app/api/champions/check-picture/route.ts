import { methodNotAllowed } from '@/lib/http/methodNotAllowed';
import { checkPicture } from '@/lib/champions/http/handlers';
import { writeLimiter } from '@/lib/db/http/rateLimit';

export const dynamic = 'force-dynamic';

/** The designer's preview asks here, so the picture shown is the one the server would keep. */
export async function POST(request: Request) {
  return checkPicture(request, { limiter: writeLimiter() });
}

const notAllowed = methodNotAllowed(['POST']);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
