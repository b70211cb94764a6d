'use client';
import { useSyncExternalStore } from 'react';

/**
 * Values kept for this browser tab only (sessionStorage, never in an address): what a page must
 * still show after a reload or a language switch, such as an edit link shown right after saving.
 */
const CHANGED = 'erret:tab-memory-changed';
// Where sessionStorage is refused (some private modes), a value still outlives a move within the app.
const memory = new Map<string, string>();

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    return memory.get(key) ?? null;
  }
}

/** Keeps `value` under `key` for this tab (null forgets it), and tells the pages showing it. */
export function writeTabMemory(key: string, value: string | null): void {
  if (value === null) memory.delete(key);
  else memory.set(key, value);
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // The copy in memory serves this page.
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  return () => window.removeEventListener(CHANGED, onChange);
}

/** The value kept under `key` (null on the server and while hydrating, or without a key). */
export function useTabMemory(key: string | null): string | null {
  return useSyncExternalStore(
    subscribe,
    () => (key ? read(key) : null),
    () => null,
  );
}
