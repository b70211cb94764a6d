import { z } from 'zod';
import { MAX_QUERY_LENGTH } from '../../cards/search/limits';
import { LOCALES } from '../../i18n/locales';
import { ApiError } from '../errors';
import { fieldOf, type Refuse } from './parse';

const CARD_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** GET /api/cards?q=&lang=: the language, then the search (at most MAX_QUERY_LENGTH characters). */
export const cardListQuery = z.object({
  lang: z.enum(LOCALES, { error: 'lang must be "en" or "fr".' }).default('en'),
  q: z
    .string()
    .max(MAX_QUERY_LENGTH, { error: `The query is too long: at most ${MAX_QUERY_LENGTH} characters.` })
    .default(''),
});

export const cardListRefusal: Refuse = (issue) => {
  const field = fieldOf(issue, 'q');
  return new ApiError(400, 'bad-param', issue.message, { field, data: field === 'q' ? { max: MAX_QUERY_LENGTH } : {} });
};

/** GET /api/cards/<slug>: a slug as card data writes them; any other is no card. */
export const cardSlugParam = z.string().regex(CARD_SLUG);

export const cardSlugRefusal: Refuse = (issue) => cardNotFound(typeof issue.input === 'string' ? issue.input : '');

export const cardNotFound = (slug: string) =>
  new ApiError(404, 'not-found', `No card has the slug "${slug.slice(0, 100)}".`, { field: 'slug' });
