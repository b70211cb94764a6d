'use client';

import { useEffect, useMemo, useRef } from 'react';
import { FLAGS } from '@/lib/engine/abilities/registry';
import type { Action, CardDef, CreatureRef, PlayerId } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { tableMessages } from '@/lib/i18n/messages/table';
import { createT } from '@/lib/i18n/translate';
import { checkSelection } from '@/lib/table/checkSelection';
import type { Selection } from '@/lib/table/tableReducer';
import { canUndo, type TableSession } from '@/lib/table/tableSession';
import { TableAnnouncer } from './TableAnnouncer';
import { TableBoard } from './TableBoard';
import { TableChampion } from './TableChampion';
import { TableControls } from './TableControls';
import { TableErrorMessage } from './TableErrorMessage';
import { TableGameOver } from './TableGameOver';
import { TableHand } from './TableHand';
import { TableHandoff } from './TableHandoff';
import { TableLog } from './TableLog';
import { TableOpponent } from './TableOpponent';
import { seatNames } from '@/lib/table/seatNames';
import { useTableGame } from './useTableGame';

export interface TableGameProps {
  session: TableSession;
  locale: Locale;
  onNewGame: () => void;
}

/** A game in progress: board, hands, controls, log; moves go through the engine, refusals are explained. */
export function TableGame({ session: start, locale, onNewGame }: TableGameProps) {
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
  const overRef = useRef<HTMLDivElement>(null);
  useEffect(() => { if (over) overRef.current?.querySelector<HTMLElement>('h2')?.focus(); }, [over]);
  const hasSelection = selected !== null;
  useEffect(() => {
    if (!hasSelection) return;
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') dispatch({ type: 'select', selection: null }); };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [hasSelection, dispatch]);

  const selectedDef = selected ? (selected.kind === 'card' ? defs.get(selected.card) : championDef()) : undefined;
  function championDef(): CardDef | undefined {
    const p = s.players[viewer];
    return p?.kind === 'person' && p.champion ? s.cards[p.champion.card] : undefined;
  }
  const placing = canAct && selectedDef ? { def: selectedDef, stacks: (selectedDef.own & FLAGS.stacksOnHost) !== 0 } : null;

  const pick = (selection: Selection) => {
    // A click during an animation finishes it first; out of turn or after the end, the engine says why.
    if (animating) dispatch({ type: 'skip' });
    if (ui.handoff) return;
    if (selected && JSON.stringify(selected) === JSON.stringify(selection)) { dispatch({ type: 'select', selection: null }); return; }
    const error = checkSelection(s, selection, viewer);
    dispatch(error ? { type: 'error', error } : { type: 'select', selection });
  };
  const act = (action: Action) => dispatch({ type: 'act', action });
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
  const enemySeat = view.seats[enemy]!;

  return (
    <div className="space-y-4" data-testid="table" data-active={s.active} data-animating={animating ? 'true' : 'false'}>
      <TableAnnouncer text={ui.announcement} />
      <div ref={overRef}>{over ? <TableGameOver session={session} locale={locale} heading={names.heading} onNewGame={onNewGame} /> : null}</div>
      <p className="font-semibold" aria-hidden="true">{s.winner ? '' : !hotSeat && view.active === 'A' ? t('yourMove', { turn: view.turn }) : t('yourTurn', { turn: view.turn, seat: names.heading(view.active) })}</p>
      <TableOpponent seat={enemy} view={enemySeat} state={s} heading={names.heading(enemy)} locale={locale} />
      <TableBoard view={view} viewer={viewer} enemy={enemy} defs={defs} locale={locale} sideLabel={names.side} placing={placing} activeCard={activeCard} onLine={onLine} onTarget={onTarget} />
      {placing ? (
        <p className="flex flex-wrap items-center gap-3 rounded-lg bg-tide/10 p-2 text-sm" data-testid="placing">
          {t(placing.def.type === 'incantation' ? 'placingIncantation' : 'placing', { card: placing.def.name })}
          <button type="button" className="underline" onClick={() => dispatch({ type: 'select', selection: null })}>{t('cancel')}</button>
        </p>
      ) : null}
      <TableErrorMessage error={ui.error} locale={locale} onDismiss={() => dispatch({ type: 'error', error: null })} />
      <TableControls
        locale={locale}
        mana={s.winner || animating || s.players[s.active]?.kind !== 'person' ? null : s.mana}
        canEndTurn={canAct}
        canUndo={canAct && canUndo(session)}
        animating={animating}
        speed={ui.speed}
        onEndTurn={() => act({ type: 'end-turn' })}
        onUndo={() => dispatch({ type: 'undo', note: t('undone') })}
        onSkip={() => dispatch({ type: 'skip' })}
        onSpeed={(speed) => dispatch({ type: 'speed', speed })}
      />
      <TableChampion seat={viewer} state={s} locale={locale} active={canAct} selected={selected?.kind === 'champion'} onPick={() => pick({ kind: 'champion' })} />
      {ui.handoff ? (
        <TableHandoff seat={names.heading(ui.handoff)} locale={locale} onDone={() => dispatch({ type: 'handoff-done' })} />
      ) : viewerSeat.kind === 'person' ? (
        <TableHand
          hand={viewerSeat.hand}
          side={viewerSeat.side}
          defs={defs}
          locale={locale}
          heading={names.hand(viewer)}
          active={canAct}
          selected={selected?.kind === 'card' ? selected.card : null}
          onPick={(card) => pick({ kind: 'card', card })}
          onDragPick={(card) => { if (!(selected?.kind === 'card' && selected.card === card)) pick({ kind: 'card', card }); }}
        />
      ) : null}
      <TableLog entries={ui.log} locale={locale} />
    </div>
  );
}
