import { answerCardList } from '@/lib/cards/search/api';

export function GET(request: Request) {
  const { status, body } = answerCardList(new URL(request.url).searchParams);
  return Response.json(body, { status });
}
