'use client';
import { useMemo } from 'react';
import { useTabMemory, writeTabMemory } from '@/components/site/tabMemory';
import { editUrlWithToken } from '@/components/site/fragmentToken';

/**
 * The links of a deck just created, kept in this tab (see tabMemory): the private edit link is
 * shown again after a reload or a language switch, until the player hides it. `fresh` until
 * the links have been shown and focused once.
 */
export interface SavedDeckLinks {
  url: string;
  editUrl: string;
  fresh: boolean;
}

const keyOf = (id: string) => `erret:deck-links:${id}`;

export function rememberDeckLinks(id: string, links: SavedDeckLinks): void {
  writeTabMemory(keyOf(id), JSON.stringify(links));
}

export function forgetDeckLinks(id: string): void {
  writeTabMemory(keyOf(id), null);
}

/** Only links to this very deck are taken from storage: anything else found there is ignored. */
export function readDeckLinks(id: string, raw: string | null): SavedDeckLinks | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SavedDeckLinks>;
    const ok =
      value.url === `/decks/${id}` &&
      typeof value.editUrl === 'string' &&
      value.editUrl.startsWith(editUrlWithToken(`/decks/${id}`, ''));
    return ok ? { url: value.url!, editUrl: value.editUrl!, fresh: value.fresh === true } : null;
  } catch {
    return null;
  }
}

/** The links kept for deck `id` in this tab. */
export function useDeckLinks(id: string | undefined): SavedDeckLinks | null {
  const raw = useTabMemory(id ? keyOf(id) : null);
  return useMemo(() => (id ? readDeckLinks(id, raw) : null), [id, raw]);
}
