import { useEffect, useRef } from 'react';

/*
 * Card pages are plain links and the search page is never kept in the browser's back-forward
 * cache, so "Show all" and the scroll position would be lost on Back. The history entry keeps
 * them (next to whatever the router stores there) and the page puts them back.
 */
type Saved = { erretShowAll?: string; erretScrollY?: number };

function saved(): Saved {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? (state as Saved) : {};
}

function save(patch: Saved): void {
  window.history.replaceState({ ...saved(), ...patch }, '');
}

export function rememberShowAll(query: string): void {
  save({ erretShowAll: query });
}

/** Whether "Show all" was pressed for `query` in this history entry. */
export function wasShowingAll(query: string): boolean {
  return saved().erretShowAll === query;
}

/**
 * While every card shows, note where the reader leaves from; when the page comes back
 * showing them all (`returning`), scroll to that place: the browser could only restore it
 * as far as the 24 cards of the first rendering reached.
 */
export function useScrollRemembered(showingAll: boolean, returning: boolean): void {
  const pending = useRef(returning);
  useEffect(() => {
    if (!showingAll) return;
    const y = saved().erretScrollY;
    if (pending.current && typeof y === 'number' && window.scrollY < y) window.scrollTo(0, y);
    pending.current = false;
    const leave = () => save({ erretScrollY: window.scrollY });
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [showingAll]);
}
