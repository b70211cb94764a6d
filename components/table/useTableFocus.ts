'use client';

import { useEffect, useRef } from 'react';
import { scrollIntoRow } from './scrollIntoRow';

const HAND = '[data-testid="hand"] button[data-playable="true"]';

/**
 * Where the keyboard focus goes on the table, so it never falls back to the page's body:
 * at the start and after a play, to the hand's first playable card (else End turn); after a
 * cancelled selection, back to the card that was selected.
 */
export function useTableFocus(root: React.RefObject<HTMLElement | null>) {
  const pending = useRef<string | null>(HAND);
  useEffect(() => {
    if (pending.current === null) return;
    const selector = pending.current;
    pending.current = null;
    const el =
      root.current?.querySelector<HTMLElement>(selector) ??
      root.current?.querySelector<HTMLElement>(HAND) ??
      root.current?.querySelector<HTMLElement>('[data-testid="end-turn"]');
    if (!el) return;
    el.focus({ preventScroll: true });
    scrollIntoRow(el, el.closest('ol'));
  });
  /** Moves the focus once the next render is on screen (the element may not exist yet). */
  return {
    focusAfterRender: (selector = HAND) => {
      pending.current = selector;
    },
  };
}
