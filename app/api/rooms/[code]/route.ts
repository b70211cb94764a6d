import { methodNotAllowed } from '@/lib/api/methodNotAllowed';
import { readRoom } from '@/lib/rooms/handlers';
import { roomContext } from '@/lib/rooms/server';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ code: string }> };

export async function GET(request: Request, { params }: Params) {
  return readRoom(request, (await params).code, await roomContext());
}

const notAllowed = methodNotAllowed(['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
