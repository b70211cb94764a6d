import type { NoResultsExplanation } from '@/lib/cards/search/explain';
import type { SearchResult } from '@/lib/cards/search/types';
import type { Locale } from '@/lib/i18n/locales';
import { CardsSearchBox } from './CardsSearchBox';
import { CardsResultsHeader } from './CardsResultsHeader';
import { CardsReadings } from './CardsReadings';
import { CardsWarnings } from './CardsWarnings';
import { CardsNoResults } from './CardsNoResults';
import { CardsResults } from './CardsResults';
import { CardsFilterChips, type MoreFilters } from './CardsFilterChips';
import { CardsSortControls } from './CardsSortControls';

export interface CardsSearchViewProps {
  /** The text in the box; chips and sorting edit it. */
  query: string;
  /** The query the results were computed for (a deferred copy of `query` while typing). */
  searched: string;
  result: SearchResult;
  explanation: NoResultsExplanation | null;
  showAll: boolean;
  locale: Locale;
  syntaxLabel: string;
  /** Absent in the server's rendering: its controls wait for the live search (CardsSearchLazy). */
  onChange?: (q: string) => void;
  onShowAll?: () => void;
  more?: MoreFilters;
}

/**
 * The whole search page below its title. The server renders it with the results of the URL's
 * query; the live search renders the very same markup, so one can replace the other.
 */
export function CardsSearchView({ query, searched, result, explanation, showAll, locale, syntaxLabel, onChange, onShowAll, more }: CardsSearchViewProps) {
  return (
    <div className="space-y-4">
      <CardsSearchBox query={query} onChange={onChange} locale={locale} syntaxLabel={syntaxLabel} />
      <CardsFilterChips query={query} onChange={onChange} locale={locale} more={more} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardsResultsHeader count={result.cards.length} ast={result.ast} order={result.order} dir={result.dir} locale={locale} />
        <CardsSortControls query={query} onChange={onChange} locale={locale} />
      </div>
      <CardsReadings readings={result.readings} locale={locale} />
      <CardsWarnings warnings={result.warnings} onChange={onChange} query={searched} locale={locale} />
      {explanation
        ? <CardsNoResults explanation={explanation} onChange={onChange} locale={locale} />
        : <CardsResults cards={result.cards} locale={locale} showAll={showAll} onShowAll={onShowAll} />}
    </div>
  );
}
