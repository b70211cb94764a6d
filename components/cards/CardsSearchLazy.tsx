'use client';
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useSearchParams } from 'next/navigation';
import type { CardsSearchProps } from './CardsSearch';

// Everything the reader can act on. The server's rendering and the live search list these in
// the same order, so an index in one names the same control in the other.
const CONTROLS = 'a[href], button, input, select';
// The first signs that the reader is about to use the search.
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

type Pending = { index: number; value?: string };
type Handoff = { query: string; focus: number; selection: [number, number] | null };

const controlsOf = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>(CONTROLS));

/** What the reader did to the server's rendering while the live search was loading. */
function handoffFrom(root: HTMLElement, serverQuery: string, urlQuery: string | null): Handoff {
  const box = root.querySelector<HTMLInputElement>('input[name="q"]');
  const typed = box?.value ?? serverQuery;
  const active = document.activeElement;
  const focus = active instanceof HTMLElement ? controlsOf(root).indexOf(active) : -1;
  const selection = active === box && box ? ([box.selectionStart ?? typed.length, box.selectionEnd ?? typed.length] as [number, number]) : null;
  // Untouched box: after Back the router may show an older rendering, the address bar knows better.
  return { query: typed !== serverQuery ? typed : urlQuery ?? serverQuery, focus, selection };
}

function CardsSearchHandoff({ Search, root, takePending, serverQuery, ...props }: Omit<CardsSearchProps, 'initialQuery'> & {
  Search: ComponentType<CardsSearchProps>; root: HTMLElement; takePending: () => Pending | null; serverQuery: string;
}) {
  const urlQuery = useSearchParams().get('q');
  // Read while the server's rendering is still on screen, just before the live one replaces it.
  const [handoff] = useState(() => handoffFrom(root, serverQuery, urlQuery));
  useLayoutEffect(() => {
    const target = controlsOf(root)[handoff.focus];
    target?.focus();
    if (target instanceof HTMLInputElement && handoff.selection) target.setSelectionRange(...handoff.selection);
  }, [root, handoff]);
  useEffect(() => {
    const action = takePending();
    const target = action ? controlsOf(root)[action.index] : undefined;
    if (target instanceof HTMLSelectElement && action?.value !== undefined) {
      target.value = action.value;
      target.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      target?.click();
    }
  }, [root, takePending]);
  return <Search initialQuery={handoff.query} {...props} />;
}

/**
 * Shows the server's rendering of the search (`children`) and loads the live search on the
 * reader's first move towards it: the first load carries no search code, card data or card
 * faces. A click or a choice made before the code arrives is replayed on the live controls.
 */
export function CardsSearchLazy({ children, initialQuery, ...props }: CardsSearchProps & { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const pending = useRef<Pending | null>(null);
  const [live, setLive] = useState<{ Search: ComponentType<CardsSearchProps>; root: HTMLElement } | null>(null);
  const takePending = () => {
    const action = pending.current;
    pending.current = null;
    return action;
  };
  useEffect(() => {
    const root = ref.current;
    if (!root || live) return;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      void import('./CardsSearch').then(({ CardsSearch }) => setLive({ Search: CardsSearch, root }));
    };
    const hold = (event: Event) => {
      const control = (event.target as Element).closest('button, select');
      if (!control) return;
      if (event.type === 'click') event.preventDefault();
      pending.current = { index: controlsOf(root).indexOf(control as HTMLElement), value: control instanceof HTMLSelectElement ? control.value : undefined };
      start();
    };
    for (const type of INTENT_EVENTS) root.addEventListener(type, start, { passive: true });
    root.addEventListener('click', hold, true);
    root.addEventListener('change', hold, true);
    return () => {
      for (const type of INTENT_EVENTS) root.removeEventListener(type, start);
      root.removeEventListener('click', hold, true);
      root.removeEventListener('change', hold, true);
    };
  }, [live]);
  return (
    <div ref={ref}>
      {live
        ? <CardsSearchHandoff Search={live.Search} root={live.root} takePending={takePending} serverQuery={initialQuery} {...props} />
        : children}
    </div>
  );
}
