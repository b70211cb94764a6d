import { answerCard, answerCardList } from '../cards/search/api';
import { errorResponse } from './errors';
import { queryObject, parseInput } from './schemas/parse';
import { cardListQuery, cardListRefusal, cardNotFound, cardSlugParam, cardSlugRefusal } from './schemas/cards';

// Card answers are computed from the bundled card data, without waiting on anything: the
// handlers stay synchronous, and a refusal becomes its response here.

/** GET /api/cards?q=&lang= */
export function listCards(request: Request): Response {
  try {
    const { q, lang } = parseInput(cardListQuery, queryObject(new URL(request.url).searchParams), cardListRefusal);
    return Response.json(answerCardList(q, lang));
  } catch (error) {
    return errorResponse(error);
  }
}

/** GET /api/cards/<slug> */
export function readCard(slug: string): Response {
  try {
    const answer = answerCard(parseInput(cardSlugParam, slug, cardSlugRefusal));
    if (!answer) throw cardNotFound(slug);
    return Response.json(answer);
  } catch (error) {
    return errorResponse(error);
  }
}
