import { methodNotAllowed } from '@/lib/api/methodNotAllowed';
import { createRoom } from '@/lib/rooms/handlers';
import { roomContext } from '@/lib/rooms/server';

export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  return createRoom(request, await roomContext());
}

const notAllowed = methodNotAllowed(['POST']);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as OPTIONS };
