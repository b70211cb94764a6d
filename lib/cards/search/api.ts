import { CARDS, getCard, getSet } from '../index';
import { isLocale } from '../../i18n/locales';
import { describeReading } from './describe';
import { explainNoResults } from './explain';
import { MAX_QUERY_LENGTH } from './limits';
import { searchCards } from './searchCards';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** GET /api/cards?q=&lang=: all cards, or those matching the search syntax (with why, when none do). */
export function answerCardList(params: URLSearchParams): ApiAnswer {
  const q = params.get('q') ?? '';
  const lang = params.get('lang') ?? 'en';
  if (!isLocale(lang)) return { status: 400, body: { error: 'lang must be "en" or "fr".' } };
  if (q.length > MAX_QUERY_LENGTH) {
    return { status: 400, body: { error: `The query is too long: at most ${MAX_QUERY_LENGTH} characters.` } };
  }
  if (!q.trim()) return { status: 200, body: { count: CARDS.length, cards: CARDS, readings: [], warnings: [], order: 'set', dir: 'asc' } };
  const result = searchCards(q);
  const warnings = result.warnings.map(({ message, ...warning }) => ({ ...warning, message: message[lang] }));
  const readings = result.readings.map((reading) => ({ ...reading, message: describeReading(reading, lang) }));
  const body: Record<string, unknown> = { count: result.cards.length, cards: result.cards, readings, warnings, order: result.order, dir: result.dir };
  if (result.cards.length === 0) {
    const { reasons, suggestions } = explainNoResults(q, result.ast);
    body.noResults = {
      reasons: reasons.map(({ message, ...reason }) => ({ ...reason, message: message[lang] })),
      suggestions: suggestions.map(({ message, ...suggestion }) => ({ ...suggestion, message: message[lang] })),
    };
  }
  return { status: 200, body };
}

/** GET /api/cards/[slug]: one card and its set, or a 404 error. */
export function answerCard(slug: string): ApiAnswer {
  const card = SLUG.test(slug) ? getCard(slug) : undefined;
  if (!card) return { status: 404, body: { error: `No card has the slug "${slug.slice(0, 100)}".` } };
  return { status: 200, body: { card, set: getSet(card.set) } };
}
