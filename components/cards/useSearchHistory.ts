import { useCallback, useEffect, useRef, useState } from 'react';
import { toResultsView, type ResultsView } from './resultsView';

// How long typing must pause before the URL is rewritten.
const URL_DELAY_MS = 300;

export interface SearchState {
  query: string;
  view: ResultsView;
}

type Cause = 'type' | 'act' | 'pop';

function fromUrl(): SearchState {
  const params = new URL(window.location.href).searchParams;
  return { query: params.get('q') ?? '', view: toResultsView(params.get('view')) };
}

/**
 * The search and its view, kept in the address bar so every search is a permalink, with one
 * history entry per search: Back steps through them. A burst of typing makes one entry (it
 * ends on Enter or when the box loses the focus); each chip, sort or view change makes one.
 */
export function useSearchHistory(initial: SearchState, typedBeforeLoad: boolean) {
  const [state, setState] = useState(initial);
  // Text typed into the server's rendering, before this code ran, starts a burst of typing.
  const cause = useRef<Cause>(typedBeforeLoad ? 'type' : 'pop');
  // Whether the current entry holds a burst of typing that is still going on.
  const typing = useRef(false);
  const type = useCallback((query: string) => {
    cause.current = 'type';
    setState((s) => ({ ...s, query }));
  }, []);
  const act = useCallback((patch: Partial<SearchState>) => {
    cause.current = 'act';
    setState((s) => ({ ...s, ...patch }));
  }, []);
  const settle = useCallback(() => {
    typing.current = false;
  }, []);

  useEffect(() => {
    const back = () => {
      cause.current = 'pop';
      typing.current = false;
      setState(fromUrl());
    };
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, []);

  useEffect(() => {
    const apply = () => {
      const url = new URL(window.location.href);
      const wanted = state.query.trim() ? state.query : '';
      if (wanted) url.searchParams.set('q', wanted);
      else url.searchParams.delete('q');
      if (state.view !== 'grid') url.searchParams.set('view', state.view);
      else url.searchParams.delete('view');
      // ?lang= has done its job (the cookie remembers it); the permalink stays language-free.
      url.searchParams.delete('lang');
      const next = `${url.pathname}${url.search}${url.hash}`;
      const now = window.location;
      if (next === `${now.pathname}${now.search}${now.hash}`) return;
      const how = cause.current;
      // Next's router marks its entries (__NA): a write that keeps the mark is left alone by the
      // router, which would otherwise replay it as a navigation of its own, and a late replay
      // (on a busy phone) could put an older query back in the address.
      const current = (window.history.state ?? {}) as Record<string, unknown>;
      if (how === 'pop' || (how === 'type' && typing.current)) window.history.replaceState(current, '', next);
      else
        window.history.pushState(
          { __NA: current.__NA, __PRIVATE_NEXTJS_INTERNALS_TREE: current.__PRIVATE_NEXTJS_INTERNALS_TREE },
          '',
          next,
        );
      typing.current = how === 'type';
    };
    const timer = window.setTimeout(apply, cause.current === 'type' ? URL_DELAY_MS : 0);
    // A history write landing during a link's navigation would cancel it: write the URL
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
  }, [state]);

  return { state, type, act, settle };
}
