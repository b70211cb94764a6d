import type { Action, PlayerId } from '../../engine';
import { groupSteps, type AnimationSpeed, type AnimationStep } from '../board/animationSteps';
import { viewOf, type BoardView } from '../board/boardView';
import { beatStage, type BeatMarks } from '../board/beatStage';
import { historyLog, narrateBeat, type LogEntry } from '../narration/logEntries';
import { narrateStep, type NarrationContext } from '../narration/narrate';
import type { Refusal } from '../narration/refusal';
import { personSeats } from '../setup/seatPlayers';
import { actInSession, undoInSession, type TableSession } from './tableSession';

/** What the player is placing: a hand card (by slug) or the Champion. */
export type Selection = { kind: 'card'; card: string } | { kind: 'champion' };

export interface TableUi {
  session: TableSession;
  /** What the board shows now: behind the session's state while beats are still playing. */
  view: BoardView;
  queue: AnimationStep[];
  log: LogEntry[];
  /** The last beat in one sentence, for the aria-live region. */
  announcement: string;
  selected: Selection | null;
  /** The last move refused, explained on screen until the next move or selection. */
  error: Refusal | null;
  speed: AnimationSpeed;
  /** Hot-seat: the seat that must confirm before its hand is shown. */
  handoff: PlayerId | null;
  /** The person at the screen: whose hand is shown and who sits at the bottom of the board. */
  viewer: PlayerId;
  /** The beat on show while an animation runs. */
  beat: AnimationStep | null;
  /** How the board draws that beat: its Creatures still in place, and what to animate on them. */
  stage: { view: BoardView; marks: BeatMarks } | null;
  nextId: number;
}

export type TableUiAction =
  | { type: 'act'; action: Action }
  | { type: 'tick' }
  | { type: 'skip' }
  | { type: 'undo'; note: string }
  | { type: 'select'; selection: Selection | null }
  | { type: 'error'; error: Refusal | null }
  | { type: 'speed'; speed: AnimationSpeed }
  | { type: 'handoff-done' };

/** The table on a new or restored game: the whole log so far rebuilt from its seed and moves, the last beats announced. */
export function initTableUi(
  session: TableSession,
  narration: NarrationContext,
  speed: AnimationSpeed = 'normal',
): TableUi {
  const { log, said } = historyLog(session, narration);
  return {
    session,
    view: viewOf(session.state),
    queue: [],
    log,
    announcement: said.slice(-3).join('. '),
    selected: null,
    error: null,
    speed,
    handoff: null,
    viewer: viewerAt(session, session.state.active),
    beat: null,
    stage: null,
    nextId: log.length,
  };
}

/**
 * Who sits at the screen when `active` is to play: that seat if a person plays it, else the
 * last person seat before it in turn order (a bot's turn is watched from the last person's side).
 */
export function viewerAt(session: TableSession, active: PlayerId): PlayerId {
  const people = personSeats(session.setup);
  if (people.includes(active)) return active;
  const order = session.state.order;
  const at = order.indexOf(active);
  for (let k = 1; k < order.length; k++) {
    const seat = order[(at - k + order.length) % order.length];
    if (people.includes(seat)) return seat;
  }
  return people[0] ?? 'A';
}

/** Plays one beat: the board moves on by its events, the log and the announcement say what happened. */
function playBeat(ui: TableUi, step: AnimationStep, c: NarrationContext): TableUi {
  const { view, lines, said } = narrateBeat(ui.view, step, c, ui.nextId);
  return {
    ...ui,
    view,
    log: [...ui.log, ...lines],
    announcement: said,
    nextId: ui.nextId + lines.length,
    beat: step,
    stage: beatStage(ui.view, step),
  };
}

function withBeats(ui: TableUi, steps: AnimationStep[], c: NarrationContext, instant: boolean): TableUi {
  let next = { ...ui, queue: [...ui.queue, ...steps] };
  if (instant) next = flush(next, c);
  return next;
}

function flush(ui: TableUi, c: NarrationContext): TableUi {
  let next = ui;
  for (const step of ui.queue) next = playBeat(next, step, c);
  const announcement =
    ui.queue.length > 1
      ? ui.queue
          .map((s) => narrateStep(s, c))
          .slice(-3)
          .join('. ')
      : next.announcement;
  // The view derived from events must end where the engine is; take the engine's word for it.
  return { ...next, queue: [], view: viewOf(ui.session.state), announcement, beat: null, stage: null };
}

export function tableReducer(ui: TableUi, a: TableUiAction, c: NarrationContext): TableUi {
  switch (a.type) {
    case 'act': {
      if (ui.queue.length || ui.session.state.winner) return ui;
      const r = actInSession(ui.session, a.action);
      if (!r.ok)
        return {
          ...ui,
          error:
            r.error.code === 'bad-setup'
              ? { code: 'bad-action', action: a.action }
              : { code: r.error.code, action: a.action },
        };
      // Hot-seat: when the turn passes to another person at this screen, their hand stays hidden until they confirm.
      const viewer = r.session.state.winner ? ui.viewer : viewerAt(r.session, r.session.state.active);
      const handoff = viewer !== ui.viewer ? viewer : ui.handoff;
      const next = withBeats(
        { ...ui, session: r.session, selected: null, error: null, handoff, viewer },
        groupSteps(r.session.lastEvents),
        c,
        ui.speed === 'instant',
      );
      // The first beat shows at once: a card the player just placed appears without waiting.
      return next.queue.length ? tableReducer(next, { type: 'tick' }, c) : next;
    }
    case 'tick': {
      const [step, ...rest] = ui.queue;
      if (!step) return ui;
      const next = playBeat({ ...ui, queue: rest }, step, c);
      return rest.length ? next : { ...next, view: viewOf(ui.session.state), beat: null, stage: null };
    }
    case 'skip':
      return flush(ui, c);
    case 'undo': {
      const session = undoInSession(ui.session);
      if (session === ui.session) return ui;
      const entry = { id: ui.nextId, text: a.note, rule: '', turn: session.state.turn };
      return {
        ...ui,
        session,
        view: viewOf(session.state),
        queue: [],
        beat: null,
        stage: null,
        selected: null,
        error: null,
        log: [...ui.log, entry],
        announcement: a.note,
        nextId: ui.nextId + 1,
      };
    }
    case 'select':
      return { ...ui, selected: a.selection, error: null };
    case 'error':
      return { ...ui, error: a.error };
    case 'speed':
      return a.speed === 'instant' ? flush({ ...ui, speed: a.speed }, c) : { ...ui, speed: a.speed };
    case 'handoff-done':
      return { ...ui, handoff: null };
  }
}
