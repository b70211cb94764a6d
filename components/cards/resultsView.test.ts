import { describe, expect, it } from 'vitest';
import { searchHref, toResultsView } from './resultsView';

describe('results view in the address', () => {
  it('reads list, and anything else as the grid', () => {
    expect(toResultsView('list')).toBe('list');
    expect(toResultsView(['list', 'grid'])).toBe('list');
    expect(toResultsView('table')).toBe('grid');
    expect(toResultsView(null)).toBe('grid');
  });

  it('writes the query and a non-default view only', () => {
    expect(searchHref('', 'grid')).toBe('/cards');
    expect(searchHref('ab:rage m<=3', 'list')).toBe('/cards?q=ab%3Arage+m%3C%3D3&view=list');
    expect(searchHref('  ', 'list')).toBe('/cards?view=list');
  });
});
