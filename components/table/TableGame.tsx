'use client';

import { useEffect, useMemo, useRef } from 'react';
import { type Action, type CardDef, type PlayerId } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import { aiManaReport } from '@/lib/table/narration/aiManaReport';
import { creatureFlags } from '@/lib/table/board/creatureFlags';
import { explainRefusal } from '@/lib/table/narration/explainRefusal';
import { handPlayability } from '@/lib/table/board/handPlayability';
import { canUndo, type TableSession } from '@/lib/table/session/tableSession';
import { seatNames } from '@/lib/table/setup/seatNames';
import { seatOwners } from '@/lib/table/setup/seatOwners';
import { personSeats } from '@/lib/table/setup/seatPlayers';
import { shownEvents } from '@/lib/table/narration/shownEvents';
import { turnPhase } from '@/lib/table/board/turnPhase';
import { TableAnnouncer } from './TableAnnouncer';
import { TableBeatArrows } from './TableBeatArrows';
import { TableBoard } from './TableBoard';
import { TableCaption } from './TableCaption';
import { TableChampion } from './TableChampion';
import { TableControls } from './TableControls';
import { TableErrorMessage } from './TableErrorMessage';
import { TableGameOver } from './TableGameOver';
import { TableHandArea } from './TableHandArea';
import { TableHandoff } from './TableHandoff';
import { TableLog } from './TableLog';
import { TableOptions } from './TableOptions';
import { TableStatusBar } from './TableStatusBar';
import { useFitViewport } from './useFitViewport';
import { useTableFocus } from './useTableFocus';
import { useTableGame } from './useTableGame';
import { useTableSelection } from './useTableSelection';
import { playerAt } from '@/lib/engine';
import layout from './TableLayout.module.css';

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
  const { session, view, selected } = ui;
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
  const selection = useTableSelection({
    state: s,
    viewer,
    defs,
    selected,
    canAct,
    animating,
    waiting: !!ui.handoff,
    dispatch,
    act,
    focusAfterRender,
  });
  const drawn = ui.stage?.view ?? view;
  const marks = ui.stage?.marks ?? null;
  const viewerSeat = drawn.seats[viewer]!;
  const turnLine =
    s.winner && !animating
      ? ''
      : people.length === 1 && view.active === people[0]
        ? t('yourMove', { turn: view.turn })
        : t('yourTurn', { turn: view.turn, seat: names.heading(view.active) });
  const ai = aiManaReport(shownEvents(ui), s);
  const refusals = animating ? [] : handPlayability(s, viewer);
  const explain = (r: Parameters<typeof explainRefusal>[0]) => explainRefusal(r, s, { locale, who: names.inSentence });
  const flags = animating ? null : creatureFlags(s);

  return (
    <div
      ref={root}
      data-testid="table"
      data-active={s.active}
      data-animating={animating ? 'true' : 'false'}
      className={`${layout.table} relative -mx-4 -mt-6 flex flex-col gap-1.5 overflow-hidden bg-[radial-gradient(ellipse_at_center,#2f4a38_0%,#1c2b21_75%)] p-1.5 text-parchment min-h-0 flex-1 [--hand-w:72px] sm:p-2 sm:landscape:flex-row sm:[--hand-w:clamp(50px,12dvh,130px)] lg:flex-row xl:mx-[calc((100%_-_min(100vw_-_1.5rem,1800px))/2)]`}
    >
      <TableAnnouncer text={ui.announcement} />
      {/* Status, board, hand: the board's row takes what is left and never pushes the hand off the screen. */}
      <div
        className={`${layout.main} relative grid min-h-0 min-w-0 flex-1 grid-cols-[minmax(0,1fr)] grid-rows-[auto_minmax(0,1fr)_auto] gap-1.5`}
      >
        {/* A refusal is said over the top of the table: the board's targets and the hand stay clickable. */}
        <div className="absolute inset-x-0 top-0 z-30">
          <TableErrorMessage
            error={ui.error}
            state={s}
            locale={locale}
            who={names.inSentence}
            onDismiss={() => dispatch({ type: 'error', error: null })}
          />
        </div>
        <TableStatusBar
          locale={locale}
          turnLine={turnLine}
          phase={turnPhase(ui.beat, s.winner !== null && !animating)}
          ai={ai}
          aiName={ai ? names.heading(ai.seat) : ''}
          aiActive={!!ai && view.active === ai.seat}
        >
          <TableOptions
            locale={locale}
            speed={ui.speed}
            onSpeed={(speed) => dispatch({ type: 'speed', speed })}
            onAbandon={s.winner ? undefined : onNewGame}
          />
        </TableStatusBar>
        <TableBoard
          view={drawn}
          summaryOf={view}
          state={s}
          viewer={viewer}
          defs={defs}
          locale={locale}
          heading={names.heading}
          team={names.team}
          sideLabel={names.side}
          owner={owners}
          marks={marks}
          flags={flags}
          placing={selection.placing}
          onLine={selection.onLine}
          onTarget={selection.onTarget}
        />
        <div className={`${layout.bottom} relative flex shrink-0 flex-col gap-1.5 sm:flex-row sm:items-end`}>
          {ui.beat ? (
            <TableCaption text={ui.announcement} rule={ui.beat.events[0].rule} locale={locale} over="hand" />
          ) : null}
          {ui.handoff ? (
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
          ) : viewerSeat.kind === 'person' ? (
            <TableHandArea
              seat={viewer}
              view={viewerSeat}
              state={s}
              defs={defs}
              locale={locale}
              heading={names.hand(viewer)}
              active={canAct}
              refusals={refusals}
              explain={explain}
              marks={marks}
              selected={selected}
              selection={selection}
              onChoose={act}
            />
          ) : null}
          {/* The turn's controls beside the hand (under it on a phone). Gone once the game is over. */}
          {over ? null : (
            <div
              data-testid="table-bar"
              className="flex shrink-0 items-end gap-1.5 rounded-lg bg-ink p-1.5 sm:flex-col sm:items-stretch"
            >
              <TableChampion
                seat={viewer}
                state={s}
                locale={locale}
                active={canAct}
                selected={selected?.kind === 'champion'}
                onPick={selection.pickChampion}
              />
              <TableControls
                locale={locale}
                mana={s.winner || animating || ui.handoff || playerAt(s, s.active)?.kind !== 'person' ? null : s.mana}
                canEndTurn={canAct}
                canUndo={canAct && canUndo(session)}
                animating={animating}
                onEndTurn={() => act({ type: 'end-turn' })}
                onUndo={() => {
                  dispatch({ type: 'undo', note: t('undone') });
                  focusAfterRender();
                }}
                onSkip={() => dispatch({ type: 'skip' })}
              />
            </div>
          )}
        </div>
      </div>
      <TableLog entries={ui.log} locale={locale} />
      <TableBeatArrows marks={marks} root={root} />
      {/* The result over the whole table, the final board still visible around it. */}
      {over ? (
        <div className="absolute inset-0 z-40 overflow-y-auto bg-black/55 p-2 text-ink sm:p-6">
          <div className="mx-auto max-w-2xl">
            <TableGameOver session={session} locale={locale} heading={names.heading} onNewGame={onNewGame} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
