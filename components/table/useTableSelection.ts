'use client';

import { useEffect, useState, type Dispatch } from 'react';
import type { Action, CardDef, CreatureRef, GameState, PlayerId } from '@/lib/engine';
import { checkSelection } from '@/lib/table/board/checkSelection';
import { placementChoices } from '@/lib/table/board/placementChoices';
import {
  actionOnLine,
  actionOnTarget,
  placingOf,
  sameSelection,
  selectedCard,
} from '@/lib/table/session/selectionActions';
import type { Selection } from '@/lib/table/session/tableReducer';
import type { TableScreenAction } from '@/lib/table/session/tableScreen';

export interface TableSelectionOptions {
  state: GameState;
  viewer: PlayerId;
  defs: Map<string, CardDef>;
  selected: Selection | null;
  /** Whether the viewer may move now. */
  canAct: boolean;
  animating: boolean;
  /** A pick is ignored meanwhile (hot-seat: the next person has not confirmed yet). */
  waiting?: boolean;
  dispatch: Dispatch<TableScreenAction>;
  /** Plays a move (locally, or sent to the server). */
  act: (action: Action) => void;
  focusAfterRender: (selector?: string) => void;
}

/**
 * Picking a card or the Champion and putting it down, on any table: a pick is checked by the
 * engine (a refusal explained), picked again or Escape puts it down and gives the focus back,
 * a line or a Creature clicked plays it there. A card picked up by dragging keeps the pointer's
 * attention: moving the focus would scroll the page under the drag.
 */
export function useTableSelection({
  state: s,
  viewer,
  defs,
  selected,
  canAct,
  animating,
  waiting = false,
  dispatch,
  act,
  focusAfterRender,
}: TableSelectionOptions) {
  const [dragged, setDragged] = useState(false);
  const def = selectedCard(s, defs, selected, viewer);
  const placing = placingOf(def, canAct);
  const choices = placing && selected ? placementChoices(s, selected) : [];

  const cancel = () => {
    if (!selected) return;
    dispatch({ type: 'select', selection: null });
    focusAfterRender(
      selected.kind === 'card' ? `[data-testid="hand"] button[data-card="${selected.card}"]` : '[data-champion] button',
    );
  };
  const hasSelection = selected !== null;
  useEffect(() => {
    if (!hasSelection) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') cancel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });
  const pick = (selection: Selection) => {
    // A click during an animation finishes it first; out of turn or after the end, the engine says why.
    if (animating) dispatch({ type: 'skip' });
    if (waiting) return;
    if (sameSelection(selected, selection)) {
      dispatch({ type: 'select', selection: null });
      return;
    }
    const error = checkSelection(s, selection, viewer);
    dispatch(error ? { type: 'error', error } : { type: 'select', selection });
  };
  return {
    placing,
    choices,
    dragged,
    cancel,
    pickCard: (card: string) => {
      setDragged(false);
      pick({ kind: 'card', card });
    },
    dragCard: (card: string) => {
      setDragged(true);
      if (!(selected?.kind === 'card' && selected.card === card)) pick({ kind: 'card', card });
    },
    pickChampion: () => {
      setDragged(false);
      pick({ kind: 'champion' });
    },
    onLine: (line: string) => {
      if (selected) act(actionOnLine(selected, line));
    },
    onTarget: (ref: CreatureRef) => {
      if (selected && def) act(actionOnTarget(selected, def, ref));
    },
  };
}

export type TableSelection = ReturnType<typeof useTableSelection>;
