'use client';

import { useCallback, useEffect, useMemo, useReducer } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { STEP_DELAY } from '@/lib/table/board/animationSteps';
import type { NarrationContext } from '@/lib/table/narration/narrate';
import { botMove, isBotTurn } from '@/lib/table/session/tableBot';
import { initTableUi, tableReducer, type TableUi, type TableUiAction } from '@/lib/table/session/tableReducer';
import type { TableSession } from '@/lib/table/session/tableSession';
import { seatNames } from '@/lib/table/setup/seatNames';

/** The table's state: the pure reducer from lib/table, plus the timer that plays the beats. */
export function useTableGame(session: TableSession, locale: Locale) {
  const narration = useMemo<NarrationContext>(() => {
    const names = new Map(session.state.cards.map((c) => [c.slug, c.name]));
    return { locale, name: (slug) => names.get(slug) ?? slug, who: seatNames(session.setup, locale).inSentence };
  }, [session, locale]);
  const reducer = useCallback((ui: TableUi, a: TableUiAction) => tableReducer(ui, a, narration), [narration]);
  const [ui, dispatch] = useReducer(reducer, session, (s) => initTableUi(s, narration));

  useEffect(() => {
    if (!ui.queue.length) return;
    const id = setTimeout(() => dispatch({ type: 'tick' }), STEP_DELAY[ui.speed]);
    return () => clearTimeout(id);
  }, [ui.queue, ui.speed]);

  // The bot moves once the last beats have played, one action at a time, like a person would.
  const { session: current, queue } = ui;
  const botTurn = isBotTurn(current.setup, current.state) && queue.length === 0;
  useEffect(() => {
    if (!botTurn) return;
    const id = setTimeout(
      () => dispatch({ type: 'act', action: botMove(current.setup, current.state, current.actions.length) }),
      300,
    );
    return () => clearTimeout(id);
  }, [botTurn, current]);

  return { ui, dispatch, narration, botTurn };
}
