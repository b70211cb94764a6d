import { methodNotAllowed } from '@/lib/api/methodNotAllowed';
import { replaceSeat } from '@/lib/rooms/handlers';
import { onSeat } from '@/lib/rooms/server';

export const dynamic = 'force-dynamic';
export const POST = onSeat(replaceSeat);
const notAllowed = methodNotAllowed(['POST']);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as OPTIONS };
