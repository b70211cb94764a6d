import type { SortDir, SortOrder } from '@/lib/cards/search/types';

// Every spelling the search accepts for the two sort keywords (see the search vocabulary).
const SORT_TERM = /(^|\s)-?(order|sort|tri|dir|direction)[:=]("[^"]*"?|\S*)/gi;

/**
 * Rewrites the sort part of a query: drops any order:/dir: terms and appends the new ones,
 * leaving the collector order (set, asc) unwritten so the default query stays clean.
 */
export function setSortInQuery(query: string, order: SortOrder, dir: SortDir): string {
  const rest = query.replace(SORT_TERM, ' ').replace(/\s+/g, ' ').trim();
  const terms = [order !== 'set' ? `order:${order}` : '', dir !== 'asc' ? `dir:${dir}` : ''];
  return [rest, ...terms].filter(Boolean).join(' ');
}
