/** How results are shown: card faces, or a text table (name, Mana, AV, HP, abilities). */
export const RESULTS_VIEWS = ['grid', 'list'] as const;
export type ResultsView = (typeof RESULTS_VIEWS)[number];

/** The view named by the address's `view=` parameter; anything else is the grid. */
export function toResultsView(value: string | string[] | null | undefined): ResultsView {
  const first = Array.isArray(value) ? value[0] : value;
  return first === 'list' ? 'list' : 'grid';
}

/** The search page's address for a query and a view, the grid being left unwritten. */
export function searchHref(query: string, view: ResultsView): string {
  const params = new URLSearchParams();
  if (query.trim()) params.set('q', query);
  if (view !== 'grid') params.set('view', view);
  const search = params.toString();
  return search ? `/cards?${search}` : '/cards';
}
