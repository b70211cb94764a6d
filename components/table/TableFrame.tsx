'use client';

import type { Dispatch } from 'react';
import { type Action, type CardDef, type GameState, type PlayerId } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import type { BoardView } from '@/lib/table/board/boardView';
import { creatureFlags } from '@/lib/table/board/creatureFlags';
import { handPlayability } from '@/lib/table/board/handPlayability';
import { turnPhase } from '@/lib/table/board/turnPhase';
import { explainRefusal } from '@/lib/table/narration/explainRefusal';
import type { Refusal } from '@/lib/table/narration/refusal';
import type { TableScreen, TableScreenAction } from '@/lib/table/session/tableScreen';
import type { SeatOwner } from '@/lib/table/setup/seatOwners';
import { TableAnnouncer } from './TableAnnouncer';
import { TableBeatArrows } from './TableBeatArrows';
import { TableBoard } from './TableBoard';
import { TableCaption } from './TableCaption';
import { TableChampion } from './TableChampion';
import { TableControls } from './TableControls';
import { TableErrorMessage } from './TableErrorMessage';
import { TableHandArea } from './TableHandArea';
import { TableLog } from './TableLog';
import { TableOptions } from './TableOptions';
import { TableStatusBar, type TableStatusBarProps } from './TableStatusBar';
import { useTableSelection } from './useTableSelection';
import layout from './TableLayout.module.css';

/** How seats are called (the local table's seatNames, a room's onlineSeatNames). */
export interface TableNames {
  heading: (p: PlayerId) => string;
  inSentence: (p: PlayerId) => string;
  side: (p: PlayerId) => string;
  hand: (p: PlayerId) => string;
  team: (p: PlayerId) => string | null;
}

export interface TableFrameProps {
  root: React.RefObject<HTMLDivElement | null>;
  /** More data attributes on the table (what a room adds for its screens' tests). */
  data?: Record<`data-${string}`, string | number>;
  ui: Omit<TableScreen, 'view' | 'nextId'>;
  dispatch: Dispatch<TableScreenAction>;
  state: GameState;
  /** The position the board settles on (the engine's, or the server's). */
  view: BoardView;
  viewer: PlayerId;
  defs: Map<string, CardDef>;
  locale: Locale;
  names: TableNames;
  owners: (p: PlayerId) => SeatOwner;
  /** Whether the viewer may move now. */
  canAct: boolean;
  /** A pick is ignored meanwhile (hot-seat: the next person has not confirmed yet). */
  waiting?: boolean;
  /** Plays a move (locally, or sent to the server). */
  act: (action: Action) => void;
  focusAfterRender: (selector?: string) => void;
  status: Omit<TableStatusBarProps, 'locale' | 'phase' | 'children'>;
  onAbandon?: () => void;
  /** Said over the top of the table with the refusals (a room's failures). */
  alerts?: React.ReactNode;
  /** What stands where the hand would: the hot-seat hand-over, a spectator's note. */
  handless?: React.ReactNode;
  /** Whether the viewer has a Champion button (a spectator has none). */
  champion: boolean;
  /** The turn's controls: Mana left (null: not shown) and Undo. */
  controls: { mana: number | null; canUndo: boolean; onUndo: () => void };
  /** The result, over the whole table once the game is over. */
  result?: React.ReactNode;
}

/**
 * A game on a board filling the screen, wherever its moves are played: the turn's status on
 * top, the board, the viewer's hand with its Stronghold and the turn's controls at the bottom,
 * the log beside it (a drawer on a phone). Refusals are explained; the result covers it at the end.
 */
export function TableFrame({
  root,
  data,
  ui,
  dispatch,
  state: s,
  view,
  viewer,
  defs,
  locale,
  names,
  owners,
  canAct,
  waiting,
  act,
  focusAfterRender,
  status,
  onAbandon,
  alerts,
  handless,
  champion,
  controls,
  result,
}: TableFrameProps) {
  const animating = ui.queue.length > 0;
  const over = s.winner !== null && !animating;
  const selection = useTableSelection({
    state: s,
    viewer,
    defs,
    selected: ui.selected,
    canAct,
    animating,
    waiting,
    dispatch,
    act,
    focusAfterRender,
  });
  const drawn = ui.stage?.view ?? view;
  const marks = ui.stage?.marks ?? null;
  const viewerSeat = drawn.seats[viewer];
  const refusals = animating ? [] : handPlayability(s, viewer);
  const explain = (r: Refusal) => explainRefusal(r, s, { locale, who: names.inSentence });
  return (
    <div
      ref={root}
      data-testid="table"
      data-active={s.active}
      data-animating={animating ? 'true' : 'false'}
      {...data}
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
          {alerts}
        </div>
        <TableStatusBar locale={locale} phase={turnPhase(ui.beat, over)} {...status}>
          <TableOptions
            locale={locale}
            speed={ui.speed}
            onSpeed={(speed) => dispatch({ type: 'speed', speed })}
            onAbandon={onAbandon}
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
          flags={animating ? null : creatureFlags(s)}
          placing={selection.placing}
          onLine={selection.onLine}
          onTarget={selection.onTarget}
        />
        <div className={`${layout.bottom} relative flex shrink-0 flex-col gap-1.5 sm:flex-row sm:items-end`}>
          {ui.beat ? (
            <TableCaption text={ui.announcement} rule={ui.beat.events[0].rule} locale={locale} over="hand" />
          ) : null}
          {handless ??
            (viewerSeat?.kind === 'person' ? (
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
                selected={ui.selected}
                selection={selection}
                onChoose={act}
              />
            ) : null)}
          {/* The turn's controls beside the hand (under it on a phone). Gone once the game is over. */}
          {over ? null : (
            <div
              data-testid="table-bar"
              className="flex shrink-0 items-end gap-1.5 rounded-lg bg-ink p-1.5 sm:flex-col sm:items-stretch"
            >
              {champion ? (
                <TableChampion
                  seat={viewer}
                  state={s}
                  locale={locale}
                  active={canAct}
                  selected={ui.selected?.kind === 'champion'}
                  onPick={selection.pickChampion}
                />
              ) : null}
              <TableControls
                locale={locale}
                mana={controls.mana}
                canEndTurn={canAct}
                canUndo={controls.canUndo}
                animating={animating}
                onEndTurn={() => act({ type: 'end-turn' })}
                onUndo={controls.onUndo}
                onSkip={() => dispatch({ type: 'skip' })}
              />
            </div>
          )}
        </div>
      </div>
      <TableLog entries={ui.log} locale={locale} />
      <TableBeatArrows marks={marks} root={root} />
      {over && result ? (
        <div className="absolute inset-0 z-40 overflow-y-auto bg-black/55 p-2 text-ink sm:p-6">
          <div className="mx-auto max-w-2xl">{result}</div>
        </div>
      ) : null}
    </div>
  );
}
