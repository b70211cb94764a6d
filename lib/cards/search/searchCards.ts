import { CARDS, type OfficialCard } from '../index';
import { compile, indexCards } from './evaluate';
import { parseQuery } from './parse';
import { readingsOf, relevanceOf } from './readings';
import { sortCards } from './sort';
import type { SearchOptions, SearchResult } from './types';

/**
 * Searches cards with the query syntax (see SEARCH_SYNTAX). Never throws: parts of the
 * query that are not understood come back as warnings and the rest is searched.
 */
export function searchCards(
  query: string,
  cards: readonly OfficialCard[] = CARDS,
  options: SearchOptions = {},
): SearchResult {
  const parsed = parseQuery(query);
  const order = parsed.order ?? options.order ?? 'set';
  const dir = parsed.dir ?? options.dir ?? 'asc';
  const matches = compile(parsed.ast);
  let found = sortCards(indexCards(cards).filter(matches), order, dir);
  // Without a chosen order, cards found by name come before those found by what a word also reads as.
  const rank = (parsed.order ?? options.order) ? null : relevanceOf(parsed.ast);
  if (rank)
    found = found
      .map((card) => ({ card, rank: rank(card) }))
      .sort((a, b) => a.rank - b.rank)
      .map((r) => r.card);
  return {
    cards: found.map((c) => c.card),
    readings: readingsOf(parsed.ast),
    warnings: parsed.warnings,
    order,
    dir,
    ast: parsed.ast,
  };
}
