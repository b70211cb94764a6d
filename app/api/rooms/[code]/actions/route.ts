import { methodNotAllowed } from '@/lib/api/methodNotAllowed';
import { playAction } from '@/lib/rooms/handlers';
import { onRoom } from '@/lib/rooms/server';

export const dynamic = 'force-dynamic';
export const POST = onRoom(playAction);
const notAllowed = methodNotAllowed(['POST']);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as OPTIONS };
