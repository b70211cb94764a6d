import { z } from 'zod';
import { DECK_LIST_CAP } from '../../db/deckSearch';
import { deckInputError, deckInputSchema, type DeckInputError } from '../../decks/input';
import { DECK_QUERY_MAX } from '../../decks/query';
import { ApiError } from '../errors';
import { blankAsAbsent, fieldOf, wholeNumberParam, type Refuse } from './parse';

const LIST_LIMIT = { default: 24, max: 100 };

/** GET /api/decks?q=&sort=newest|views&limit=&offset= */
export const deckListQuery = z.object({
  q: z
    .string()
    .default('')
    .transform((q) => q.trim())
    .pipe(z.string().max(DECK_QUERY_MAX, { error: `The search is too long: ${DECK_QUERY_MAX} characters at most.` })),
  sort: z.preprocess(
    blankAsAbsent,
    z.enum(['newest', 'views'], { error: 'The sort must be "newest" or "views".' }).default('newest'),
  ),
  limit: wholeNumberParam('limit', 1, LIST_LIMIT.max, LIST_LIMIT.default),
  offset: wholeNumberParam('offset', 0, DECK_LIST_CAP, 0),
});

const LIST_DATA: Record<string, Record<string, number>> = {
  q: { max: DECK_QUERY_MAX },
  limit: { min: 1, max: LIST_LIMIT.max },
  offset: { min: 0, max: DECK_LIST_CAP },
};

export const deckListRefusal: Refuse = (issue) => {
  const field = fieldOf(issue, 'q');
  return new ApiError(400, 'bad-param', issue.message, { field, data: LIST_DATA[field] ?? {} });
};

/** POST /api/decks[?unique=1]: the builder asks for an identical shared deck to be offered instead of a copy. */
export const deckCreateQuery = z.object({
  unique: z
    .string()
    .optional()
    .transform((unique) => unique === '1'),
});

/** POST /api/decks: every required field. */
export const deckCreateBody = deckInputSchema(false);
/** PUT /api/decks/<id>: the fields that change, and the version they were made from. */
export const deckUpdateBody = deckInputSchema(true);

/** A refused field: the input's own code and facts go along, for the client to say it in its language. */
export function invalidDeck({ error, field, code, limit, length, rules }: DeckInputError): ApiError {
  return new ApiError(400, 'invalid-deck', error, {
    field,
    data: { reason: code, ...(limit === undefined ? {} : { limit, length }), ...(rules ? { rules } : {}) },
  });
}

export const deckBodyRefusal: Refuse = (issue) => invalidDeck(deckInputError(issue));
