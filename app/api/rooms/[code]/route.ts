import { methodNotAllowed } from '@/lib/api/methodNotAllowed';
import { readRoom } from '@/lib/rooms/handlers';
import { onRoom } from '@/lib/rooms/server';

export const dynamic = 'force-dynamic';
export const GET = onRoom(readRoom);
const notAllowed = methodNotAllowed(['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as OPTIONS };
