'use client';
import { useEffect, useState } from 'react';
import type { Card } from '@/lib/cards';

export type ChampionState =
  | { status: 'none' }
  | { status: 'loading'; id: string }
  | { status: 'ok'; id: string; card: Card }
  | { status: 'missing'; id: string }
  | { status: 'error'; id: string; reason: string };

/** Loads the Champion a deck references from GET /api/champions/<id>. */
export function useDeckChampion(championId: string | null): ChampionState {
  const [state, setState] = useState<ChampionState>({ status: 'none' });
  // A result belongs to the id it was fetched for: until the current id's arrives, it is loading.
  useEffect(() => {
    if (!championId) return;
    const controller = new AbortController();
    fetch(`/api/champions/${encodeURIComponent(championId)}`, { signal: controller.signal })
      .then(async (response) => {
        const body = (await response.json().catch(() => ({}))) as { card?: Card; error?: string };
        if (response.ok && body.card) setState({ status: 'ok', id: championId, card: body.card });
        else if (response.status === 404) setState({ status: 'missing', id: championId });
        else setState({ status: 'error', id: championId, reason: body.error ?? `HTTP ${response.status}` });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', id: championId, reason: String(error) });
      });
    return () => controller.abort();
  }, [championId]);
  if (!championId) return { status: 'none' };
  return state.status !== 'none' && state.id === championId ? state : { status: 'loading', id: championId };
}
