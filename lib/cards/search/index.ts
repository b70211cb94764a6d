/** Card search: a Scryfall-like query language over the official cards. */
export { searchCards } from './searchCards';
export { parseQuery } from './parse';
export { describeQuery } from './describe';
export { explainNoResults, type NoResultsExplanation, type NoResultsReason, type QuerySuggestion } from './explain';
export { toQuery, fromQuery, EMPTY_CHIP_FILTERS, type ChipFilters } from './chips';
export { SEARCH_SYNTAX, type SyntaxEntry, type SyntaxExample } from './syntax';
export * from './types';
