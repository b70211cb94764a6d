import type { EngineEvent } from '../engine';
import type { RoomSnapshot } from '../rooms/protocol';
import { groupSteps, type AnimationSpeed } from '../table/board/animationSteps';
import { narrateBeat } from '../table/narration/logEntries';
import type { NarrationContext } from '../table/narration/narrate';
import { flushBeats } from '../table/session/beatQueue';
import { tableScreenReducer, type TableScreen, type TableScreenAction } from '../table/session/tableScreen';

/**
 * A room on one screen: the latest snapshot the server sent this seat, and the moves since the
 * last one staged beat by beat on the board as the local table does (captions, log, speed).
 * Nothing is played here: every position comes from the server.
 */
export interface OnlineUi extends TableScreen {
  snapshot: RoomSnapshot | null;
  /** A move sent and not yet answered: no second one meanwhile. */
  sending: boolean;
  /** Events already staged, so a snapshot repeated after a reconnection stages nothing twice. */
  seenVersion: number;
}

export type OnlineUiAction =
  TableScreenAction | { type: 'snapshot'; snapshot: RoomSnapshot } | { type: 'sending'; sending: boolean };

export function initOnlineUi(speed: AnimationSpeed = 'normal'): OnlineUi {
  return {
    snapshot: null,
    view: null,
    queue: [],
    log: [],
    announcement: '',
    selected: null,
    error: null,
    speed,
    beat: null,
    stage: null,
    nextId: 0,
    sending: false,
    seenVersion: -1,
  };
}

/** The engine events of a snapshot's new room events, in order, after `after`. */
function engineEventsAfter(snapshot: RoomSnapshot, after: number): EngineEvent[] {
  return snapshot.events.flatMap((e) => (e.type === 'engine' && e.version > after ? e.events : []));
}

/** The server's board: where staged beats end. */
const settledOf = (ui: OnlineUi) => () => ui.snapshot?.game?.board ?? null;

/** A new snapshot: the first one (or the first of a game) is shown as it is, later ones stage their moves. */
function receive(ui: OnlineUi, snapshot: RoomSnapshot, c: NarrationContext): OnlineUi {
  if (ui.snapshot && snapshot.version < ui.snapshot.version) return ui;
  const board = snapshot.game?.board ?? null;
  const base = { ...ui, snapshot, seenVersion: Math.max(ui.seenVersion, snapshot.version) };
  // A move this seat had selected for stays selected only while it is still this seat's turn.
  if (board?.active !== ui.view?.active) base.selected = null;
  if (!board) return { ...base, view: null, queue: [], beat: null, stage: null };
  if (!ui.view) {
    // Joining a game under way (or reloading): what happened so far goes to the log, unanimated.
    let next: OnlineUi = { ...base, view: board, queue: [] };
    let said: string[] = [];
    for (const step of groupSteps(engineEventsAfter(snapshot, -1))) {
      const r = narrateBeat(board, step, c, next.nextId);
      next = { ...next, log: [...next.log, ...r.lines], nextId: next.nextId + r.lines.length };
      said = [...said, r.said];
    }
    return { ...next, announcement: said.slice(-3).join('. ') };
  }
  const steps = groupSteps(engineEventsAfter(snapshot, ui.seenVersion));
  let next: OnlineUi = { ...base, queue: [...ui.queue, ...steps] };
  if (!next.queue.length) return { ...next, view: board };
  if (ui.speed === 'instant') return flushBeats(next, c, settledOf(next));
  // Nothing was playing: the first beat shows at once (a card just placed appears without waiting).
  if (!ui.queue.length) next = onlineReducer(next, { type: 'tick' }, c);
  return next;
}

export function onlineReducer(ui: OnlineUi, a: OnlineUiAction, c: NarrationContext): OnlineUi {
  switch (a.type) {
    case 'snapshot':
      return receive(ui, a.snapshot, c);
    case 'sending':
      return { ...ui, sending: a.sending, ...(a.sending ? { error: null } : {}) };
    default:
      return tableScreenReducer(ui, a, c, settledOf(ui));
  }
}
