import type { EngineEvent } from '../engine';
import type { RoomSnapshot } from '../rooms/protocol';
import { groupSteps, type AnimationSpeed, type AnimationStep } from '../table/board/animationSteps';
import type { BoardView } from '../table/board/boardView';
import { beatStage, type BeatMarks } from '../table/board/beatStage';
import { narrateBeat, type LogEntry } from '../table/narration/logEntries';
import { narrateStep, type NarrationContext } from '../table/narration/narrate';
import type { Refusal } from '../table/narration/refusal';
import type { Selection } from '../table/session/tableReducer';

/**
 * A room on one screen: the latest snapshot the server sent this seat, and the moves since the
 * last one staged beat by beat on the board as the local table does (captions, log, speed).
 * Nothing is played here: every position comes from the server.
 */
export interface OnlineUi {
  snapshot: RoomSnapshot | null;
  /** What the board shows now: behind the snapshot's board while beats are still playing. */
  view: BoardView | null;
  queue: AnimationStep[];
  log: LogEntry[];
  announcement: string;
  selected: Selection | null;
  /** The last move the server (or the table's own check) refused, until the next move or selection. */
  error: Refusal | null;
  speed: AnimationSpeed;
  beat: AnimationStep | null;
  stage: { view: BoardView; marks: BeatMarks } | null;
  nextId: number;
  /** A move sent and not yet answered: no second one meanwhile. */
  sending: boolean;
  /** Events already staged, so a snapshot repeated after a reconnection stages nothing twice. */
  seenVersion: number;
}

export type OnlineUiAction =
  | { type: 'snapshot'; snapshot: RoomSnapshot }
  | { type: 'tick' }
  | { type: 'skip' }
  | { type: 'select'; selection: Selection | null }
  | { type: 'error'; error: Refusal | null }
  | { type: 'speed'; speed: AnimationSpeed }
  | { type: 'sending'; sending: boolean };

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

function playBeat(ui: OnlineUi, step: AnimationStep, c: NarrationContext): OnlineUi {
  const from = ui.view!;
  const { view, lines, said } = narrateBeat(from, step, c, ui.nextId);
  return {
    ...ui,
    view,
    log: [...ui.log, ...lines],
    announcement: said,
    nextId: ui.nextId + lines.length,
    beat: step,
    stage: beatStage(from, step),
  };
}

/** Every beat still queued at once; the board then is exactly the server's. */
function flush(ui: OnlineUi, c: NarrationContext): OnlineUi {
  let next = ui;
  for (const step of ui.queue) next = playBeat(next, step, c);
  const announcement =
    ui.queue.length > 1
      ? ui.queue
          .map((s) => narrateStep(s, c))
          .slice(-3)
          .join('. ')
      : next.announcement;
  return { ...next, queue: [], view: ui.snapshot?.game?.board ?? null, announcement, beat: null, stage: null };
}

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
  if (ui.speed === 'instant') return flush(next, c);
  // Nothing was playing: the first beat shows at once (a card just placed appears without waiting).
  if (!ui.queue.length) next = onlineReducer(next, { type: 'tick' }, c);
  return next;
}

export function onlineReducer(ui: OnlineUi, a: OnlineUiAction, c: NarrationContext): OnlineUi {
  switch (a.type) {
    case 'snapshot':
      return receive(ui, a.snapshot, c);
    case 'tick': {
      const [step, ...rest] = ui.queue;
      if (!step || !ui.view) return ui;
      const next = playBeat({ ...ui, queue: rest }, step, c);
      return rest.length ? next : { ...next, view: ui.snapshot?.game?.board ?? next.view, beat: null, stage: null };
    }
    case 'skip':
      return flush(ui, c);
    case 'select':
      return { ...ui, selected: a.selection, error: null };
    case 'error':
      return { ...ui, error: a.error };
    case 'speed':
      return a.speed === 'instant' ? flush({ ...ui, speed: a.speed }, c) : { ...ui, speed: a.speed };
    case 'sending':
      return { ...ui, sending: a.sending, ...(a.sending ? { error: null } : {}) };
  }
}
