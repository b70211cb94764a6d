import { methodNotAllowed } from '@/lib/api/methodNotAllowed';
import { streamRoom } from '@/lib/rooms/handlers';
import { onRoom } from '@/lib/rooms/server';

export const dynamic = 'force-dynamic';
export const GET = onRoom(streamRoom);
const notAllowed = methodNotAllowed(['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as OPTIONS };
