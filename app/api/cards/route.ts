import { methodNotAllowed } from '@/lib/api/methodNotAllowed';
import { answerCardList } from '@/lib/cards/search/api';

export function GET(request: Request) {
  const { status, body } = answerCardList(new URL(request.url).searchParams);
  return Response.json(body, { status });
}

const notAllowed = methodNotAllowed(['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
