import { methodNotAllowed } from '@/lib/api/methodNotAllowed';
import { answerCard } from '@/lib/cards/search/api';

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { status, body } = answerCard((await params).slug);
  return Response.json(body, { status });
}

const notAllowed = methodNotAllowed(['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
