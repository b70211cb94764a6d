'use client';

import { useEffect, useRef } from 'react';
import { SAVED_GAME_KEY } from '@/lib/table/replay/savedGame';

/**
 * The kept game as another tab of this browser changes it. Two tabs on one kept game share
 * one save, so the last move wins: the other tab is told (the `storage` event fires only in
 * the tabs that did not write) and shows that latest position, or learns the game is gone.
 */
export function useOtherTabGame(listening: boolean, onChange: (saved: string | null) => void) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (!listening) return;
    const onStorage = (e: StorageEvent) => {
      if (e.key === SAVED_GAME_KEY && e.newValue !== e.oldValue) latest.current(e.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [listening]);
}
