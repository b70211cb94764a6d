'use client';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { explainNoResults } from '@/lib/cards/search/explain';
import { searchCards } from '@/lib/cards/search/searchCards';
import type { Locale } from '@/lib/i18n/locales';
import { cardsMessages } from '@/lib/i18n/messages/cards';
import { createT } from '@/lib/i18n/translate';
import { FIRST_PAGE } from './CardsResults';
import { CardsSearchView } from './CardsSearchView';
import type { ResultsView } from './resultsView';
import { rememberShowAll, useScrollRemembered } from './showAllHistory';
import { useSearchHistory } from './useSearchHistory';

/** The tab's title names the search, as the server's rendering does, so history and bookmarks say what they hold. */
function useTitle(query: string, locale: Locale) {
  useEffect(() => {
    const title = createT(cardsMessages, locale)('title');
    const q = query.trim();
    document.title = `${q ? `${q} — ${title}` : title} · Erret`;
  }, [query, locale]);
}

export interface CardsSearchProps {
  initialQuery: string;
  /** The results view the address asks for. */
  initialView: ResultsView;
  locale: Locale;
  syntaxLabel: string;
  /** How the reader left the "more filters" section in the server's rendering. */
  initialMoreOpen?: boolean;
  /** "Show all" was pressed for this query before the reader left the page and came back. */
  initialShowAll?: boolean;
  /** The reader typed `initialQuery` into the server's rendering (it is not the address's yet). */
  initialTyped?: boolean;
}

/**
 * The live card search: results as you type, chips and sorting that edit the query text.
 * Loaded on the reader's first move by CardsSearchLazy, so it never weighs on the first load.
 */
export function CardsSearch({
  initialQuery,
  initialView,
  locale,
  syntaxLabel,
  initialMoreOpen = false,
  initialShowAll = false,
  initialTyped = false,
}: CardsSearchProps) {
  const {
    state: { query, view },
    type,
    act,
    settle,
  } = useSearchHistory({ query: initialQuery, view: initialView }, initialTyped);
  // Typing stays fluid: the grid re-renders from a deferred copy of the query.
  const searched = useDeferredValue(query);
  const result = useMemo(() => searchCards(searched), [searched]);
  const explanation = useMemo(
    () => (result.cards.length === 0 ? explainNoResults(searched, result.ast) : null),
    [searched, result],
  );
  // "Show all" holds for the query it was asked on; a new query starts on the first page again.
  const [allFor, setAllFor] = useState<string | null>(initialShowAll ? initialQuery : null);
  const [moreOpen, setMoreOpen] = useState(initialMoreOpen);
  useTitle(searched, locale);
  useScrollRemembered(allFor === searched, initialShowAll);
  // The keyboard goes on from the first card that appeared, not from the page's start.
  const focusFirstNew = useRef(false);
  useEffect(() => {
    if (!focusFirstNew.current || allFor !== searched) return;
    focusFirstNew.current = false;
    document.querySelectorAll<HTMLElement>('main a[data-card]')[FIRST_PAGE]?.focus();
  }, [allFor, searched]);
  const showAll = () => {
    focusFirstNew.current = true;
    setAllFor(searched);
    rememberShowAll(searched);
  };
  return (
    <CardsSearchView
      query={query}
      searched={searched}
      result={result}
      explanation={explanation}
      showAll={allFor === searched}
      view={view}
      locale={locale}
      syntaxLabel={syntaxLabel}
      onChange={(q) => act({ query: q })}
      onType={type}
      onSettle={settle}
      onView={(v) => act({ view: v })}
      onShowAll={showAll}
      more={{ open: moreOpen, onToggle: setMoreOpen }}
    />
  );
}
