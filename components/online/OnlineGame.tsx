'use client';

import { useMemo, useRef, useState, type Dispatch } from 'react';
import { TableFrame } from '@/components/table/TableFrame';
import { TableOpponent } from '@/components/table/TableOpponent';
import { useFitViewport } from '@/components/table/useFitViewport';
import { useTableFocus } from '@/components/table/useTableFocus';
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
import { seatOwners } from '@/lib/table/setup/seatOwners';
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
  const owners = seatOwners({ mode: room.mode, viewer, watching: !you }, names.heading, locale);
  const viewerSeat = (ui.stage?.view ?? view).seats[viewer];
  const turnLine = over
    ? o('over')
    : view.active === you
      ? o('yourTurnOnline', { turn: view.turn })
      : o('turnOf', { turn: view.turn, seat: names.heading(view.active) });

  return (
    <TableFrame
      root={root}
      data={{ 'data-you': you ?? '', 'data-version': room.version, 'data-turn': view.turn }}
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
      act={act}
      focusAfterRender={focusAfterRender}
      status={{ turnLine, ai: null, aiName: '', aiActive: false }}
      alerts={
        failure ? (
          <p
            role="alert"
            className="rounded-lg border-2 border-ember bg-parchment p-2 text-sm text-ink"
            data-testid="online-failure"
          >
            {failure}
          </p>
        ) : null
      }
      handless={
        you ? undefined : (
          // A spectator sees the seat at the bottom as any other: its life and hand size, never its cards.
          <div className="flex flex-1 flex-wrap items-center gap-1.5 rounded-lg bg-ink p-2 text-sm">
            {viewerSeat ? (
              <TableOpponent
                seat={viewer}
                view={viewerSeat}
                state={s}
                heading={owners(viewer).label}
                locale={locale}
                active={view.active === viewer}
                marks={ui.stage?.marks ?? null}
                tone={owners(viewer).tone}
                brief
              />
            ) : null}
            <p data-testid="watching">{o('watching')}</p>
          </div>
        )
      }
      champion={!!you}
      controls={{
        mana: s.winner || animating || playerAt(s, s.active)?.kind !== 'person' ? null : s.mana,
        canUndo: false,
        onUndo: () => undefined,
      }}
      result={
        s.winner ? (
          <OnlineGameOver room={room} winner={s.winner} turns={view.turn} heading={names.heading} locale={locale} />
        ) : null
      }
    />
  );
}
