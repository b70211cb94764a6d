import { CARDS, getCard, getSet, type OfficialCard } from '../index';
import type { Locale } from '../../i18n/locales';
import { describeReading } from './describe';
import { explainNoResults } from './explain';
import { searchCards } from './searchCards';

/** GET /api/cards?q=&lang=: all cards, or those matching the search syntax (with why, when none do); the query is checked by the API's schema. */
export function answerCardList(q: string, lang: Locale): Record<string, unknown> {
  if (!q.trim()) return { count: CARDS.length, cards: CARDS, readings: [], warnings: [], order: 'set', dir: 'asc' };
  const result = searchCards(q);
  const warnings = result.warnings.map(({ message, ...warning }) => ({ ...warning, message: message[lang] }));
  const readings = result.readings.map((reading) => ({ ...reading, message: describeReading(reading, lang) }));
  const body: Record<string, unknown> = {
    count: result.cards.length,
    cards: result.cards,
    readings,
    warnings,
    order: result.order,
    dir: result.dir,
  };
  if (result.cards.length === 0) {
    const { reasons, suggestions } = explainNoResults(q, result.ast);
    body.noResults = {
      reasons: reasons.map(({ message, ...reason }) => ({ ...reason, message: message[lang] })),
      suggestions: suggestions.map(({ message, ...suggestion }) => ({ ...suggestion, message: message[lang] })),
    };
  }
  return body;
}

/** GET /api/cards/[slug]: one card and its set, or null when no card has the slug. */
export function answerCard(slug: string): { card: OfficialCard; set: ReturnType<typeof getSet> } | null {
  const card = getCard(slug);
  return card ? { card, set: getSet(card.set) } : null;
}
