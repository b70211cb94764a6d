'use client';
import { useMemo, useSyncExternalStore } from 'react';
import { mergeMine, readStoredMine, withoutMine, type MineEntry, type MineKind } from '@/lib/mine/mineList';

/**
 * The "Mine" list in this browser's localStorage: edit tokens stay in this browser, like the
 * fragment of an edit link, and are never put in an address's query or sent to another site.
 */
const KEY = 'erret:mine';
const CHANGED = 'erret:mine-changed';
// Where localStorage is refused (some private modes), the list still lasts as long as the page.
let fallback: string | null = null;

function read(): string | null {
  try {
    return window.localStorage.getItem(KEY) ?? fallback;
  } catch {
    return fallback;
  }
}

function write(list: readonly MineEntry[]): void {
  fallback = JSON.stringify(list);
  try {
    window.localStorage.setItem(KEY, fallback);
  } catch {
    // The copy in memory serves this page.
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Puts a deck or Champion saved or opened for editing here at the top of the list. */
export function rememberMine(entry: { kind: MineKind; id: string; name: string; token: string }): void {
  write(mergeMine(readStoredMine(read()), [{ ...entry, at: new Date().toISOString() }]));
}

/** Takes one off the list (the deck or Champion itself stays saved). */
export function forgetMine(entry: { kind: MineKind; id: string }): void {
  write(withoutMine(readStoredMine(read()), entry));
}

/** Adds a list read from a file to this browser's. */
export function addToMine(items: readonly MineEntry[]): void {
  write(mergeMine(readStoredMine(read()), items));
}

function subscribe(onChange: () => void): () => void {
  // Another tab of this browser changing the list fires `storage` here.
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The list, newest first; null on the server and while hydrating. */
export function useMine(): MineEntry[] | null {
  const raw = useSyncExternalStore(
    subscribe,
    () => read() ?? '',
    () => null,
  );
  return useMemo(() => (raw === null ? null : readStoredMine(raw)), [raw]);
}
