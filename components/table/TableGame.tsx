'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { FLAGS } from '@/lib/engine/abilities/registry';
import type { Action, CardDef, CreatureRef, PlayerId } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import { checkSelection } from '@/lib/table/checkSelection';
import { placementChoices } from '@/lib/table/placementChoices';
import type { Selection } from '@/lib/table/tableReducer';
import { canUndo, type TableSession } from '@/lib/table/tableSession';
import { seatNames } from '@/lib/table/seatNames';
import { TableAnnouncer } from './TableAnnouncer';
import { TableBoard } from './TableBoard';
import { TableChampion } from './TableChampion';
import { TableChoices } from './TableChoices';
import { TableControls } from './TableControls';
import { TableErrorMessage } from './TableErrorMessage';
import { TableGameOver } from './TableGameOver';
import { TableHand } from './TableHand';
import { TableHandoff } from './TableHandoff';
import { TableLog } from './TableLog';
import { TableOpponent } from './TableOpponent';
import { TableOptions } from './TableOptions';
import { useTableFocus } from './useTableFocus';
import { useTableGame } from './useTableGame';
import { useScrollRoom } from './useScrollRoom';

export interface TableGameProps {
  session: TableSession;
  locale: Locale;
  onNewGame: () => void;
  /** Each new position, so the page can keep the game across a reload. */
  onProgress?: (session: TableSession) => void;
}

/** A game in progress: board, hand, the selected card's choices, controls, log; refusals are explained. */
export function TableGame({ session: start, locale, onNewGame, onProgress }: TableGameProps) {
  const t = createT(tableMessages, locale);
  const { ui, dispatch } = useTableGame(start, locale);
  const { session, view, selected } = ui;
  const s = session.state;
  const names = useMemo(() => seatNames(session.setup, locale), [session.setup, locale]);
  const defs = useMemo(() => new Map<string, CardDef>(s.cards.map((c) => [c.slug, c])), [s.cards]);
  const hotSeat = session.setup.mode === 'duel' && (session.setup.opponent ?? 'hot-seat') === 'hot-seat';
  const viewer: PlayerId = hotSeat && !s.winner ? (ui.handoff ?? s.active) : 'A';
  const enemy: PlayerId = viewer === 'A' ? 'B' : 'A';
  const animating = ui.queue.length > 0;
  const canAct = !animating && !s.winner && !ui.handoff && s.active === viewer && s.players[viewer]?.kind === 'person';
  const over = s.winner !== null && !animating;
  const root = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  useScrollRoom(bar, !over);
  // A card picked up by dragging keeps the pointer's attention: moving the focus would scroll the page under the drag.
  const [dragged, setDragged] = useState(false);
  const { focusAfterRender } = useTableFocus(root);
  useEffect(() => { if (over) root.current?.querySelector<HTMLElement>('#game-over-title')?.focus(); }, [over]);
  useEffect(() => { onProgress?.(session); }, [session, onProgress]);
  const cancel = () => {
    if (!selected) return;
    dispatch({ type: 'select', selection: null });
    focusAfterRender(selected.kind === 'card' ? `[data-testid="hand"] button[data-card="${selected.card}"]` : '[data-champion] button');
  };
  const hasSelection = selected !== null;
  useEffect(() => {
    if (!hasSelection) return;
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') cancel(); };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  const selectedDef = selected ? (selected.kind === 'card' ? defs.get(selected.card) : championDef()) : undefined;
  function championDef(): CardDef | undefined {
    const p = s.players[viewer];
    return p?.kind === 'person' && p.champion ? s.cards[p.champion.card] : undefined;
  }
  const placing = canAct && selectedDef ? { def: selectedDef, stacks: (selectedDef.own & FLAGS.stacksOnHost) !== 0 } : null;
  const choices = placing && selected ? placementChoices(s, selected) : [];

  const pick = (selection: Selection) => {
    // A click during an animation finishes it first; out of turn or after the end, the engine says why.
    if (animating) dispatch({ type: 'skip' });
    if (ui.handoff) return;
    if (selected && JSON.stringify(selected) === JSON.stringify(selection)) { dispatch({ type: 'select', selection: null }); return; }
    const error = checkSelection(s, selection, viewer);
    dispatch(error ? { type: 'error', error } : { type: 'select', selection });
  };
  const act = (action: Action) => {
    dispatch({ type: 'act', action });
    if (action.type !== 'end-turn') focusAfterRender();
  };
  const onLine = (line: string) => {
    if (!selected) return;
    act(selected.kind === 'card' ? { type: 'play', card: selected.card, line } : { type: 'champion', line });
  };
  const onTarget = (ref: CreatureRef) => {
    if (!selected || !selectedDef) return;
    if (selectedDef.type === 'incantation' && selected.kind === 'card') act({ type: 'play', card: selected.card, target: ref });
    else if (selected.kind === 'card') act({ type: 'play', card: selected.card, onto: { line: ref.line, index: ref.index } });
    else act({ type: 'champion', onto: { line: ref.line, index: ref.index } });
  };
  const beatStart = ui.beat?.events[0];
  const activeCard = beatStart && (beatStart.type === 'attack' || beatStart.type === 'creature-entered') ? beatStart.card : null;
  const viewerSeat = view.seats[viewer]!;
  const turnLine = s.winner ? '' : !hotSeat && view.active === 'A' ? t('yourMove', { turn: view.turn }) : t('yourTurn', { turn: view.turn, seat: names.heading(view.active) });

  return (
    <div ref={root} className="space-y-3 sm:space-y-4" data-testid="table" data-active={s.active} data-animating={animating ? 'true' : 'false'}>
      <TableAnnouncer text={ui.announcement} />
      {over ? <TableGameOver session={session} locale={locale} heading={names.heading} onNewGame={onNewGame} /> : null}
      {turnLine ? <h2 className="text-lg font-semibold">{turnLine}</h2> : null}
      <TableOpponent seat={enemy} view={view.seats[enemy]!} state={s} heading={names.heading(enemy)} locale={locale} />
      <TableBoard view={view} viewer={viewer} enemy={enemy} defs={defs} locale={locale} sideLabel={names.side} placing={placing} activeCard={activeCard} onLine={onLine} onTarget={onTarget} />
      <TableChampion seat={viewer} state={s} locale={locale} active={canAct} selected={selected?.kind === 'champion'} onPick={() => { setDragged(false); pick({ kind: 'champion' }); }} />
      {ui.handoff ? (
        <TableHandoff seat={names.heading(ui.handoff)} locale={locale} onDone={() => { dispatch({ type: 'handoff-done' }); focusAfterRender(); }} />
      ) : viewerSeat.kind === 'person' ? (
        <TableHand hand={viewerSeat.hand} side={viewerSeat.side} defs={defs} locale={locale} heading={names.hand(viewer)} active={canAct}
          selected={selected?.kind === 'card' ? selected.card : null} onPick={(card) => { setDragged(false); pick({ kind: 'card', card }); }}
          onDragPick={(card) => { setDragged(true); if (!(selected?.kind === 'card' && selected.card === card)) pick({ kind: 'card', card }); }} />
      ) : null}
      {/* On a phone this bar stays at the bottom of the screen, next to the hand: the choices and End turn are always in reach. Gone once the game is over. */}
      {over ? null : <div ref={bar} data-testid="table-bar" className="sticky bottom-0 z-10 -mx-4 space-y-2 border-t border-black/15 bg-parchment px-4 py-2 shadow-[0_-2px_6px_rgba(0,0,0,0.08)] md:static md:mx-0 md:border-0 md:bg-transparent md:p-0 md:shadow-none">
        {placing && selected ? (
          <TableChoices key={JSON.stringify(selected)} focusFirst={!dragged} choices={choices} def={placing.def} state={s} viewer={viewer} locale={locale} onChoose={act} onCancel={cancel} />
        ) : null}
        <TableErrorMessage error={ui.error} state={s} locale={locale} who={names.inSentence} onDismiss={() => dispatch({ type: 'error', error: null })} />
        <TableControls
          locale={locale}
          mana={s.winner || animating || ui.handoff || s.players[s.active]?.kind !== 'person' ? null : s.mana}
          canEndTurn={canAct}
          canUndo={canAct && canUndo(session)}
          animating={animating}
          onEndTurn={() => act({ type: 'end-turn' })}
          onUndo={() => { dispatch({ type: 'undo', note: t('undone') }); focusAfterRender(); }}
          onSkip={() => dispatch({ type: 'skip' })}
        />
      </div>}
      <TableOptions locale={locale} speed={ui.speed} onSpeed={(speed) => dispatch({ type: 'speed', speed })} onAbandon={s.winner ? undefined : onNewGame} />
      <TableLog entries={ui.log} locale={locale} />
    </div>
  );
}
