'use client';
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useSearchParams } from 'next/navigation';
import type { CardsSearchProps } from './CardsSearch';
import { toResultsView } from './resultsView';
import { wasShowingAll } from './showAllHistory';

// Everything the reader can act on, in the server's rendering and in the live search alike.
const CONTROLS = 'a[href], button, input, select, summary';
// The first signs that the reader is about to use the search ('input' too: pasted or dictated
// text, or a programmatic focus that fired no focus event, bring no key or pointer event).
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'input'] as const;

/**
 * Names a control the same way in both renderings: by its kind and label, then its rank among
 * controls so named (a plain index would shift when, say, the box's clear button appears).
 */
type ControlRef = { name: string; rank: number };
type Pending = { control: ControlRef; value?: string };
type Handoff = { query: string; focus: ControlRef | null; selection: [number, number] | null; moreOpen: boolean };

const nameOf = (el: HTMLElement) =>
  `${el.tagName}|${el.getAttribute('aria-label') ?? el.closest('label')?.textContent ?? el.textContent ?? ''}`;

function refOf(root: HTMLElement, el: HTMLElement): ControlRef {
  const name = nameOf(el);
  const same = Array.from(root.querySelectorAll<HTMLElement>(CONTROLS)).filter((c) => nameOf(c) === name);
  return { name, rank: same.indexOf(el) };
}

function find(root: HTMLElement, ref: ControlRef | null | undefined): HTMLElement | undefined {
  if (!ref) return undefined;
  return Array.from(root.querySelectorAll<HTMLElement>(CONTROLS)).filter((c) => nameOf(c) === ref.name)[ref.rank];
}

/** What the reader did to the server's rendering while the live search was loading. */
function handoffFrom(root: HTMLElement, serverQuery: string, urlQuery: string | null): Handoff {
  const box = root.querySelector<HTMLInputElement>('input[name="q"]');
  const typed = box?.value ?? serverQuery;
  const active = document.activeElement;
  const focus =
    active instanceof HTMLElement && root.contains(active) && active.matches(CONTROLS) ? refOf(root, active) : null;
  const selection =
    active === box && box
      ? ([box.selectionStart ?? typed.length, box.selectionEnd ?? typed.length] as [number, number])
      : null;
  // Untouched box: after Back the router may show an older rendering, the address bar knows better.
  const moreOpen = root.querySelector('details')?.open ?? false;
  return { query: typed !== serverQuery ? typed : (urlQuery ?? serverQuery), focus, selection, moreOpen };
}

/**
 * Traces of what the reader did before the listeners were attached: a choice made in a list
 * (replayed on the live control), or typing or focus in the search (the handoff reads those).
 */
function earlyAction(root: HTMLElement, serverQuery: string): Pending | boolean {
  const changed = Array.from(root.querySelectorAll('select')).find((s) => {
    const initial = Array.from(s.options).find((o) => o.defaultSelected) ?? s.options[0];
    return initial !== undefined && s.value !== initial.value;
  });
  if (changed) return { control: refOf(root, changed), value: changed.value };
  const box = root.querySelector<HTMLInputElement>('input[name="q"]');
  return (box !== null && box.value !== serverQuery) || root.contains(document.activeElement);
}

function CardsSearchHandoff({
  Search,
  root,
  takePending,
  serverQuery,
  ...props
}: Omit<CardsSearchProps, 'initialQuery'> & {
  Search: ComponentType<CardsSearchProps>;
  root: HTMLElement;
  takePending: () => Pending | null;
  serverQuery: string;
}) {
  const params = useSearchParams();
  const urlQuery = params.get('q');
  // Read while the server's rendering is still on screen, just before the live one replaces it.
  const [handoff] = useState(() => handoffFrom(root, serverQuery, urlQuery));
  useLayoutEffect(() => {
    const target = find(root, handoff.focus);
    target?.focus();
    if (target instanceof HTMLInputElement && handoff.selection) target.setSelectionRange(...handoff.selection);
  }, [root, handoff]);
  useEffect(() => {
    const action = takePending();
    const target = find(root, action?.control);
    if (target instanceof HTMLSelectElement && action?.value !== undefined) {
      target.value = action.value;
      target.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      target?.click();
    }
  }, [root, takePending]);
  return (
    <Search
      {...props}
      initialQuery={handoff.query}
      initialView={toResultsView(params.get('view'))}
      initialMoreOpen={handoff.moreOpen}
      initialShowAll={wasShowingAll(handoff.query)}
      initialTyped={handoff.query !== (urlQuery ?? '')}
    />
  );
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
      // A summary too: its section would open in the server's rendering just as the live one replaces it.
      const control = (event.target as Element).closest('button, select, summary');
      if (!control) return;
      if (event.type === 'click') event.preventDefault();
      pending.current = {
        control: refOf(root, control as HTMLElement),
        value: control instanceof HTMLSelectElement ? control.value : undefined,
      };
      start();
    };
    for (const type of INTENT_EVENTS) root.addEventListener(type, start, { passive: true });
    root.addEventListener('click', hold, true);
    root.addEventListener('change', hold, true);
    // The reader may have acted before this code ran: those events are gone, their traces are not.
    const early = earlyAction(root, initialQuery);
    // Back on a search that showed every card: only the live search can show them again.
    if (early && early !== true) pending.current = early;
    if (early || wasShowingAll(initialQuery)) start();
    return () => {
      for (const type of INTENT_EVENTS) root.removeEventListener(type, start);
      root.removeEventListener('click', hold, true);
      root.removeEventListener('change', hold, true);
    };
  }, [live, initialQuery]);
  return (
    // data-search tells tests (and styles) which rendering answers: the server's or the live search.
    <div ref={ref} data-search={live ? 'live' : 'server'}>
      {live ? (
        <CardsSearchHandoff
          Search={live.Search}
          root={live.root}
          takePending={takePending}
          serverQuery={initialQuery}
          {...props}
        />
      ) : (
        children
      )}
    </div>
  );
}
