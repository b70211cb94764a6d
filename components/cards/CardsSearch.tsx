'use client';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'next/navigation';
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
    const apply = () => {
      const url = new URL(window.location.href);
      const wanted = query.trim() ? query : '';
      if ((url.searchParams.get('q') ?? '') === wanted) return;
      if (wanted) url.searchParams.set('q', wanted);
      else url.searchParams.delete('q');
      // ?lang= has done its job (the cookie remembers it); the permalink stays language-free.
      url.searchParams.delete('lang');
      window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
    };
    const timer = window.setTimeout(apply, URL_DELAY_MS);
    // A replaceState landing during a link's navigation would cancel it: write the URL
    // before any click (or Enter on a link) is handled instead of after.
    const flush = () => {
      window.clearTimeout(timer);
      apply();
    };
    document.addEventListener('click', flush, true);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('click', flush, true);
    };
  }, [query]);
}

/** The card search: one box, results as you type, chips and sorting that edit the query text. */
export function CardsSearch({ initialQuery, locale, syntaxLabel }: { initialQuery: string; locale: Locale; syntaxLabel: string }) {
  // After Back, the page may come from the router's cache (rendered for an older query);
  // the address bar, which this component keeps up to date, has the right one.
  const fromUrl = useSearchParams().get('q');
  const [query, setQuery] = useState(fromUrl ?? initialQuery);
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
