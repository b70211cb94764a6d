import { methodNotAllowed } from '@/lib/api/methodNotAllowed';
import { joinSeat } from '@/lib/rooms/handlers';
import { onSeat } from '@/lib/rooms/server';

export const dynamic = 'force-dynamic';
export const POST = onSeat(joinSeat);
const notAllowed = methodNotAllowed(['POST']);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as OPTIONS };
