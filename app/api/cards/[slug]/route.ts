import { readCard } from '@/lib/api/cards';
import { methodNotAllowed } from '@/lib/api/methodNotAllowed';

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return readCard((await params).slug);
}

const notAllowed = methodNotAllowed(['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as OPTIONS };
