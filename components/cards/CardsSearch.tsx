'use client';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { searchCards } from '@/lib/cards/search/searchCards';
import { CardsSearchBox } from './CardsSearchBox';
import { CardsResultsHeader } from './CardsResultsHeader';
import { CardsWarnings } from './CardsWarnings';
import { CardsNoResults } from './CardsNoResults';
import { CardsResults } from './CardsResults';
import { CardsFilterChips } from './CardsFilterChips';
import { CardsSortControls } from './CardsSortControls';

// How long typing must pause before the URL is rewritten, so history stays quiet.
const URL_DELAY_MS = 300;

/** Keeps the query in the address bar so every search is a permalink. */
function useQueryInUrl(query: string) {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const url = new URL(window.location.href);
      if (query.trim()) url.searchParams.set('q', query);
      else url.searchParams.delete('q');
      // ?lang= has done its job (the cookie remembers it); the permalink stays language-free.
      url.searchParams.delete('lang');
      const next = `${url.pathname}${url.search}${url.hash}`;
      if (next !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.replaceState(null, '', next);
    }, URL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query]);
}

/** The card search: one box, results as you type, chips and sorting that edit the query text. */
export function CardsSearch({ initialQuery, locale, syntaxLabel }: { initialQuery: string; locale: Locale; syntaxLabel: string }) {
  const [query, setQuery] = useState(initialQuery);
  // Typing stays fluid: the grid re-renders from a deferred copy of the query.
  const searched = useDeferredValue(query);
  const result = useMemo(() => searchCards(searched), [searched]);
  useQueryInUrl(query);
  return (
    <div className="space-y-4">
      <CardsSearchBox query={query} onChange={setQuery} locale={locale} syntaxLabel={syntaxLabel} />
      <CardsFilterChips query={query} onChange={setQuery} locale={locale} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardsResultsHeader count={result.cards.length} ast={result.ast} order={result.order} dir={result.dir} locale={locale} />
        <CardsSortControls query={query} onChange={setQuery} locale={locale} />
      </div>
      <CardsWarnings warnings={result.warnings} onChange={setQuery} query={searched} locale={locale} />
      {result.cards.length === 0
        ? <CardsNoResults query={searched} ast={result.ast} onChange={setQuery} locale={locale} />
        : <CardsResults key={searched} cards={result.cards} locale={locale} />}
    </div>
  );
}
