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
import { CardsTable } from './CardsTable';
import { CardsViewSwitch } from './CardsViewSwitch';
import type { ResultsView } from './resultsView';
import { cardsMessages } from '@/lib/i18n/messages/cards';
import { createT } from '@/lib/i18n/translate';

export interface CardsSearchViewProps {
  /** The text in the box; chips and sorting edit it. */
  query: string;
  /** The query the results were computed for (a deferred copy of `query` while typing). */
  searched: string;
  result: SearchResult;
  explanation: NoResultsExplanation | null;
  showAll: boolean;
  view: ResultsView;
  locale: Locale;
  syntaxLabel: string;
  /** Absent in the server's rendering: its controls wait for the live search (CardsSearchLazy). */
  onChange?: (q: string) => void;
  /** Typing in the box (a burst of it makes one history entry); defaults to onChange. */
  onType?: (q: string) => void;
  /** The reader is done typing for now (Enter, or the box lost the focus). */
  onSettle?: () => void;
  onView?: (view: ResultsView) => void;
  onShowAll?: () => void;
  more?: MoreFilters;
}

/**
 * The whole search page below its title. The server renders it with the results of the URL's
 * query; the live search renders the very same markup, so one can replace the other.
 */
export function CardsSearchView(props: CardsSearchViewProps) {
  const {
    query,
    searched,
    result,
    explanation,
    showAll,
    view,
    locale,
    syntaxLabel,
    onChange,
    onType,
    onSettle,
    onView,
    onShowAll,
    more,
  } = props;
  const t = createT(cardsMessages, locale);
  return (
    <div className="space-y-4">
      <CardsSearchBox
        query={query}
        onChange={onChange}
        onType={onType}
        onSettle={onSettle}
        locale={locale}
        syntaxLabel={syntaxLabel}
      />
      <CardsFilterChips query={query} onChange={onChange} locale={locale} more={more} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardsResultsHeader
          count={result.cards.length}
          ast={result.ast}
          order={result.order}
          dir={result.dir}
          locale={locale}
        />
        <CardsSortControls query={query} onChange={onChange} locale={locale} />
      </div>
      <CardsViewSwitch query={query} view={view} onView={onView} locale={locale} />
      <CardsReadings readings={result.readings} locale={locale} />
      <CardsWarnings warnings={result.warnings} onChange={onChange} query={searched} locale={locale} />
      {explanation ? (
        <CardsNoResults explanation={explanation} onChange={onChange} locale={locale} />
      ) : view === 'list' ? (
        <CardsTable cards={result.cards} locale={locale} label={t('resultsLabel')} />
      ) : (
        <CardsResults cards={result.cards} locale={locale} showAll={showAll} onShowAll={onShowAll} />
      )}
    </div>
  );
}
