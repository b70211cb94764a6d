import { z } from 'zod';
import { championError } from '../champions/errors';
import { fieldOf, wholeNumberParam, type Refuse } from './parse';

const LIST_LIMIT = { default: 24, max: 60 };
const LIST_RANGES: Record<string, { min: number; max: number }> = {
  limit: { min: 1, max: LIST_LIMIT.max },
  offset: { min: 0, max: 100_000 },
};

/** GET /api/champions?limit=&offset=: newest first. */
export const championListQuery = z.object({
  limit: wholeNumberParam('limit', LIST_RANGES.limit.min, LIST_RANGES.limit.max, LIST_LIMIT.default),
  offset: wholeNumberParam('offset', LIST_RANGES.offset.min, LIST_RANGES.offset.max, 0),
});

export const championListRefusal: Refuse = (issue) => {
  const name = fieldOf(issue, 'limit');
  const range = LIST_RANGES[name];
  return championError(400, 'bad-param', name, 'errListParam', { name, ...range }, range);
};
