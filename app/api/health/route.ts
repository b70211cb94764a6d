import { methodNotAllowed } from '@/lib/api/methodNotAllowed';
export function GET() {
  return Response.json({ ok: true });
}

const notAllowed = methodNotAllowed(['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as OPTIONS };
