import type { Action, PlayerId } from '../../engine';
import { groupSteps, type AnimationSpeed } from '../board/animationSteps';
import { viewOf, type BoardView } from '../board/boardView';
import { historyLog } from '../narration/logEntries';
import type { NarrationContext } from '../narration/narrate';
import { personSeats } from '../setup/seatPlayers';
import { flushBeats } from './beatQueue';
import { tableScreenReducer, type TableScreen, type TableScreenAction } from './tableScreen';
import { actInSession, undoInSession, type TableSession } from './tableSession';

/** What the player is placing: a hand card (by slug) or the Champion. */
export type Selection = { kind: 'card'; card: string } | { kind: 'champion' };

export interface TableUi extends TableScreen {
  session: TableSession;
  view: BoardView;
  /** Hot-seat: the seat that must confirm before its hand is shown. */
  handoff: PlayerId | null;
  /** The person at the screen: whose hand is shown and who sits at the bottom of the board. */
  viewer: PlayerId;
}

export type TableUiAction =
  TableScreenAction | { type: 'act'; action: Action } | { type: 'undo'; note: string } | { type: 'handoff-done' };

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

/** The engine's position: where staged beats end. */
const settledOf = (ui: TableUi) => () => viewOf(ui.session.state);

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
      const moved: TableUi = { ...ui, session: r.session, selected: null, error: null, handoff, viewer };
      const queued = { ...moved, queue: [...ui.queue, ...groupSteps(r.session.lastEvents)] };
      const next = ui.speed === 'instant' ? flushBeats(queued, c, settledOf(queued)) : queued;
      // The first beat shows at once: a card the player just placed appears without waiting.
      return next.queue.length ? tableReducer(next, { type: 'tick' }, c) : next;
    }
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
    case 'handoff-done':
      return { ...ui, handoff: null };
    default:
      return tableScreenReducer(ui, a, c, settledOf(ui));
  }
}
