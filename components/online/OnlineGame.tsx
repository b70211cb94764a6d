'use client';

import { useMemo, useRef, useState, type Dispatch } from 'react';
import { TableAnnouncer } from '@/components/table/TableAnnouncer';
import { TableBeatArrows } from '@/components/table/TableBeatArrows';
import { TableBoard } from '@/components/table/TableBoard';
import { TableCaption } from '@/components/table/TableCaption';
import { TableChampion } from '@/components/table/TableChampion';
import { TableControls } from '@/components/table/TableControls';
import { TableErrorMessage } from '@/components/table/TableErrorMessage';
import { TableHandArea } from '@/components/table/TableHandArea';
import { TableLog } from '@/components/table/TableLog';
import { TableOptions } from '@/components/table/TableOptions';
import { TableStatusBar } from '@/components/table/TableStatusBar';
import layout from '@/components/table/TableLayout.module.css';
import { useFitViewport } from '@/components/table/useFitViewport';
import { useTableFocus } from '@/components/table/useTableFocus';
import { useTableSelection } from '@/components/table/useTableSelection';
import { playerAt, type Action, type PlayerId } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { onlineMessages } from '@/lib/i18n/messages/online';
import { createT } from '@/lib/i18n/translate';
import { cardDefs } from '@/lib/online/cardDefs';
import { explainRoomRefusal } from '@/lib/online/explainRoomRefusal';
import { onlineSeatNames } from '@/lib/online/onlineNames';
import type { OnlineUi, OnlineUiAction } from '@/lib/online/onlineReducer';
import { roomClient } from '@/lib/online/roomClient';
import { standInState } from '@/lib/online/standInState';
import type { GameView, RoomSnapshot } from '@/lib/rooms/protocol';
import { creatureFlags } from '@/lib/table/board/creatureFlags';
import { explainRefusal } from '@/lib/table/narration/explainRefusal';
import { handPlayability } from '@/lib/table/board/handPlayability';
import { seatOwners } from '@/lib/table/setup/seatOwners';
import { turnPhase } from '@/lib/table/board/turnPhase';
import { OnlineGameOver } from './OnlineGameOver';

export interface OnlineGameProps {
  room: RoomSnapshot & { game: GameView };
  ui: OnlineUi;
  dispatch: Dispatch<OnlineUiAction>;
  /** This seat's secret; null for a spectator, who sees the public board only. */
  secret: string | null;
  locale: Locale;
}

/**
 * The table of a room: the local table's components drawn from the server's snapshot for this
 * seat. A move is sent to the server, which plays it or refuses it (the refusal explained here,
 * nothing changed); every move, this seat's included, comes back through the stream and is staged.
 */
export function OnlineGame({ room, ui, dispatch, secret, locale }: OnlineGameProps) {
  const o = createT(onlineMessages, locale);
  const game = room.game;
  const s = useMemo(() => standInState(game, room.soloSettings), [game, room.soloSettings]);
  const names = onlineSeatNames(room, locale);
  const defs = useMemo(() => cardDefs(s), [s]);
  const { selected } = ui;
  const view = ui.view ?? game.board;
  const you = room.you;
  // A spectator watches from the first seat a person plays.
  const viewer: PlayerId = you ?? room.seats.find((x) => x.kind !== 'ai')?.seat ?? 'A';
  const animating = ui.queue.length > 0;
  const canAct = !!you && !!secret && !animating && !ui.sending && !s.winner && s.active === you;
  const over = s.winner !== null && !animating;
  const root = useRef<HTMLDivElement>(null);
  useFitViewport(root, true);
  const [failure, setFailure] = useState('');
  const { focusAfterRender } = useTableFocus(root);

  const send = async (action: Action) => {
    if (!secret || !canAct) return;
    setFailure('');
    dispatch({ type: 'sending', sending: true });
    const r = await roomClient.act(room.code, secret, action, room.version);
    dispatch({ type: 'sending', sending: false });
    if (r.ok) {
      dispatch({ type: 'select', selection: null });
      if (action.type !== 'end-turn') focusAfterRender();
      return;
    }
    if (r.refusal.code === 'action-refused' && r.refusal.engineCode)
      dispatch({ type: 'error', error: { code: r.refusal.engineCode, action, player: you ?? undefined } });
    else setFailure(explainRoomRefusal(r.refusal, locale));
  };
  const act = (action: Action) => void send(action);
  const selection = useTableSelection({
    state: s,
    viewer,
    defs,
    selected,
    canAct,
    animating,
    dispatch,
    act,
    focusAfterRender,
  });
  const owners = seatOwners({ mode: room.mode, viewer, watching: !you }, names.heading, locale);
  const drawn = ui.stage?.view ?? view;
  const marks = ui.stage?.marks ?? null;
  const viewerSeat = drawn.seats[viewer];
  const turnLine = over
    ? o('over')
    : view.active === you
      ? o('yourTurnOnline', { turn: view.turn })
      : o('turnOf', { turn: view.turn, seat: names.heading(view.active) });
  const refusals = animating || !you ? [] : handPlayability(s, you);
  const explain = (r: Parameters<typeof explainRefusal>[0]) => explainRefusal(r, s, { locale, who: names.inSentence });
  const flags = animating ? null : creatureFlags(s);

  return (
    <div
      ref={root}
      data-testid="table"
      data-active={s.active}
      data-animating={animating ? 'true' : 'false'}
      data-you={you ?? ''}
      data-version={room.version}
      data-turn={view.turn}
      className={`${layout.table} relative -mx-4 -mt-6 flex flex-col gap-1.5 overflow-hidden bg-[radial-gradient(ellipse_at_center,#2f4a38_0%,#1c2b21_75%)] p-1.5 text-parchment min-h-0 flex-1 [--hand-w:72px] sm:p-2 sm:landscape:flex-row sm:[--hand-w:clamp(50px,12dvh,130px)] lg:flex-row xl:mx-[calc((100%_-_min(100vw_-_1.5rem,1800px))/2)]`}
    >
      <TableAnnouncer text={ui.announcement} />
      <div
        className={`${layout.main} relative grid min-h-0 min-w-0 flex-1 grid-cols-[minmax(0,1fr)] grid-rows-[auto_minmax(0,1fr)_auto] gap-1.5`}
      >
        <div className="absolute inset-x-0 top-0 z-30">
          <TableErrorMessage
            error={ui.error}
            state={s}
            locale={locale}
            who={names.inSentence}
            onDismiss={() => dispatch({ type: 'error', error: null })}
          />
          {failure ? (
            <p
              role="alert"
              className="rounded-lg border-2 border-ember bg-parchment p-2 text-sm text-ink"
              data-testid="online-failure"
            >
              {failure}
            </p>
          ) : null}
        </div>
        <TableStatusBar
          locale={locale}
          turnLine={turnLine}
          phase={turnPhase(ui.beat, over)}
          ai={null}
          aiName=""
          aiActive={false}
        >
          <TableOptions locale={locale} speed={ui.speed} onSpeed={(speed) => dispatch({ type: 'speed', speed })} />
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
          {you && viewerSeat?.kind === 'person' ? (
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
          ) : (
            <p className="flex-1 rounded-lg bg-ink p-2 text-sm" data-testid="watching">
              {o('watching')}
            </p>
          )}
          {over ? null : (
            <div
              data-testid="table-bar"
              className="flex shrink-0 items-end gap-1.5 rounded-lg bg-ink p-1.5 sm:flex-col sm:items-stretch"
            >
              {you ? (
                <TableChampion
                  seat={viewer}
                  state={s}
                  locale={locale}
                  active={canAct}
                  selected={selected?.kind === 'champion'}
                  onPick={selection.pickChampion}
                />
              ) : null}
              <TableControls
                locale={locale}
                mana={s.winner || animating || playerAt(s, s.active)?.kind !== 'person' ? null : s.mana}
                canEndTurn={canAct}
                canUndo={false}
                animating={animating}
                onEndTurn={() => act({ type: 'end-turn' })}
                onUndo={() => undefined}
                onSkip={() => dispatch({ type: 'skip' })}
              />
            </div>
          )}
        </div>
      </div>
      <TableLog entries={ui.log} locale={locale} />
      <TableBeatArrows marks={marks} root={root} />
      {over && s.winner ? (
        <div className="absolute inset-0 z-40 overflow-y-auto bg-black/55 p-2 text-ink sm:p-6">
          <div className="mx-auto max-w-2xl">
            <OnlineGameOver room={room} winner={s.winner} turns={view.turn} heading={names.heading} locale={locale} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
