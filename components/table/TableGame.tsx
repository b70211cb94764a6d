'use client';

import { useEffect, useMemo, useRef } from 'react';
import { type Action, type CardDef, type PlayerId } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import { aiManaReport } from '@/lib/table/narration/aiManaReport';
import { canUndo, type TableSession } from '@/lib/table/session/tableSession';
import { seatNames } from '@/lib/table/setup/seatNames';
import { seatOwners } from '@/lib/table/setup/seatOwners';
import { personSeats } from '@/lib/table/setup/seatPlayers';
import { shownEvents } from '@/lib/table/narration/shownEvents';
import { TableFrame } from './TableFrame';
import { TableGameOver } from './TableGameOver';
import { TableHandoff } from './TableHandoff';
import { useFitViewport } from './useFitViewport';
import { useTableFocus } from './useTableFocus';
import { useTableGame } from './useTableGame';
import { playerAt } from '@/lib/engine';

export interface TableGameProps {
  session: TableSession;
  locale: Locale;
  onNewGame: () => void;
  /** Each new position, so the page can keep the game across a reload. */
  onProgress?: (session: TableSession) => void;
}

/**
 * A game in progress as a game board filling the screen: the turn's status on top, the other
 * seats and the lines with their Bridges, the viewer's hand with its Stronghold and the turn's
 * controls at the bottom, the log beside it (a drawer on a phone). Refusals are explained.
 */
export function TableGame({ session: start, locale, onNewGame, onProgress }: TableGameProps) {
  const t = createT(tableMessages, locale);
  const { ui, dispatch } = useTableGame(start, locale);
  const { session, view } = ui;
  const s = session.state;
  const names = useMemo(() => seatNames(session.setup, locale), [session.setup, locale]);
  const defs = useMemo(() => new Map<string, CardDef>(s.cards.map((c) => [c.slug, c])), [s.cards]);
  const people = useMemo(() => personSeats(session.setup), [session.setup]);
  // The person at the screen sits at the bottom; once the game is over the board is shown from the first seat.
  const viewer: PlayerId = s.winner ? (people[0] ?? 'A') : ui.viewer;
  const owners = useMemo(
    () => seatOwners({ mode: session.setup.mode, viewer, shared: people.length > 1 }, names.heading, locale),
    [session.setup.mode, people, viewer, names, locale],
  );
  const animating = ui.queue.length > 0;
  const canAct =
    !animating && !s.winner && !ui.handoff && s.active === viewer && playerAt(s, viewer)?.kind === 'person';
  const over = s.winner !== null && !animating;
  const root = useRef<HTMLDivElement>(null);
  // Sized at once by the page's CSS (no shift when the code arrives), then to the pixel below whatever stands above it.
  useFitViewport(root, true);
  const { focusAfterRender } = useTableFocus(root);
  useEffect(() => {
    if (over) root.current?.querySelector<HTMLElement>('#game-over-title')?.focus({ preventScroll: true });
  }, [over]);
  useEffect(() => {
    onProgress?.(session);
  }, [session, onProgress]);
  const act = (action: Action) => {
    dispatch({ type: 'act', action });
    if (action.type !== 'end-turn') focusAfterRender();
  };
  const turnLine =
    s.winner && !animating
      ? ''
      : people.length === 1 && view.active === people[0]
        ? t('yourMove', { turn: view.turn })
        : t('yourTurn', { turn: view.turn, seat: names.heading(view.active) });
  const ai = aiManaReport(shownEvents(ui), s);

  return (
    <TableFrame
      root={root}
      ui={ui}
      dispatch={dispatch}
      state={s}
      view={view}
      viewer={viewer}
      defs={defs}
      locale={locale}
      names={names}
      owners={owners}
      canAct={canAct}
      waiting={!!ui.handoff}
      act={act}
      focusAfterRender={focusAfterRender}
      status={{ turnLine, ai, aiName: ai ? names.heading(ai.seat) : '', aiActive: !!ai && view.active === ai.seat }}
      onAbandon={s.winner ? undefined : onNewGame}
      handless={
        ui.handoff ? (
          <div className="flex-1">
            <TableHandoff
              seat={names.heading(ui.handoff)}
              locale={locale}
              onDone={() => {
                dispatch({ type: 'handoff-done' });
                focusAfterRender();
              }}
            />
          </div>
        ) : undefined
      }
      champion
      controls={{
        mana: s.winner || animating || ui.handoff || playerAt(s, s.active)?.kind !== 'person' ? null : s.mana,
        canUndo: canAct && canUndo(session),
        onUndo: () => {
          dispatch({ type: 'undo', note: t('undone') });
          focusAfterRender();
        },
      }}
      result={<TableGameOver session={session} locale={locale} heading={names.heading} onNewGame={onNewGame} />}
    />
  );
}
