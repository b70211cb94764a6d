'use client';

import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { getCard } from '@/lib/cards';
import type { Locale } from '@/lib/i18n/locales';
import { onlineSeatNames } from '@/lib/online/onlineNames';
import { initOnlineUi, onlineReducer, type OnlineUi, type OnlineUiAction } from '@/lib/online/onlineReducer';
import { followRoom, type RoomLink } from '@/lib/online/roomClient';
import type { RoomSnapshot } from '@/lib/rooms/protocol';
import { STEP_DELAY } from '@/lib/table/board/animationSteps';
import type { NarrationContext } from '@/lib/table/narration/narrate';

type RoomNames = Pick<RoomSnapshot, 'seats' | 'you' | 'mode'> & { champions: Record<string, string> };
const NO_SEATS: RoomNames = { seats: [], you: null, mode: 'duel', champions: {} };

/** What the narration needs of a snapshot: who sits where, and the Champions' names (not official cards). */
function namesOf(s: RoomSnapshot): RoomNames {
  const champions = Object.fromEntries(
    Object.values(s.game?.champions ?? {}).flatMap((c) => (c ? [[c.slug, c.name]] : [])),
  );
  return { seats: s.seats, you: s.you, mode: s.mode, champions };
}

/**
 * A room followed live: the stream's snapshots through the pure reducer of lib/online, the
 * timer that plays their beats, and whether the stream is up. A spectator follows with no secret.
 */
export function useOnlineRoom(code: string, secret: string | null, locale: Locale) {
  const [link, setLink] = useState<RoomLink>('down');
  const [room, setRoom] = useState(NO_SEATS);
  const narration = useMemo<NarrationContext>(() => {
    const names = onlineSeatNames(room, locale);
    return { locale, name: (slug) => room.champions[slug] ?? getCard(slug)?.name ?? slug, who: names.inSentence };
  }, [room, locale]);
  const reducer = useCallback((ui: OnlineUi, a: OnlineUiAction) => onlineReducer(ui, a, narration), [narration]);
  const [ui, dispatch] = useReducer(reducer, undefined, () => initOnlineUi());

  useEffect(() => {
    const controller = new AbortController();
    followRoom(
      code,
      secret ?? undefined,
      controller.signal,
      (snapshot) => {
        const names = namesOf(snapshot);
        // The same names keep the same narration (and the reducer): a new one would restage nothing but costs a render.
        setRoom((r) => (JSON.stringify(r) === JSON.stringify(names) ? r : names));
        dispatch({ type: 'snapshot', snapshot });
      },
      setLink,
    );
    return () => controller.abort();
  }, [code, secret]);

  useEffect(() => {
    if (!ui.queue.length) return;
    const id = setTimeout(() => dispatch({ type: 'tick' }), STEP_DELAY[ui.speed]);
    return () => clearTimeout(id);
  }, [ui.queue, ui.speed]);

  return { ui, dispatch, link };
}
