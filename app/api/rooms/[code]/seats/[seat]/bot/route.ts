import { methodNotAllowed } from '@/lib/api/methodNotAllowed';
import { replaceSeat } from '@/lib/rooms/handlers';
import { roomContext } from '@/lib/rooms/server';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ code: string; seat: string }> };

export async function POST(request: Request, { params }: Params) {
  const p = await params;
  return replaceSeat(request, p.code, p.seat, await roomContext());
}

const notAllowed = methodNotAllowed(['POST']);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
