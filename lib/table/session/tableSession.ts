import { apply, createGame, type Action, type EngineError, type EngineEvent, type GameState } from '../../engine';
import { toCreateOptions, type GameSetup } from '../setup/gameSetup';
import { recordAction, type RecordedAction } from '../replay/replayActions';
import { replayGame } from '../replay/replayGame';

/** A game at the table: its setup and actions (the replay), the current state, and every event so far. */
export interface TableSession {
  setup: GameSetup;
  actions: RecordedAction[];
  state: GameState;
  /** Every event since the setup, for the log and the game-over figures. */
  events: EngineEvent[];
  /** Events of the last action (or of the setup): what the table animates next. */
  lastEvents: EngineEvent[];
  /** Index in `actions` where the current Summoning began: undo never goes before it. */
  turnStart: number;
}

export type SessionResult =
  { ok: true; session: TableSession } | { ok: false; error: EngineError | { code: 'bad-setup'; message: string } };

export function startSession(setup: GameSetup): SessionResult {
  const created = createGame(toCreateOptions(setup));
  if (!created.ok) return { ok: false, error: created.error };
  return {
    ok: true,
    session: {
      setup,
      actions: [],
      state: created.state,
      events: created.events,
      lastEvents: created.events,
      turnStart: 0,
    },
  };
}

/** Plays one action; a refused action leaves the session as it was and returns the engine's typed error. */
export function actInSession(session: TableSession, action: Action): SessionResult {
  const recorded = recordAction(session.state, action);
  if (!recorded) {
    const card = 'card' in action ? String(action.card) : '';
    return { ok: false, error: { code: 'not-playable', message: `${card} is not in hand` } };
  }
  const r = apply(session.state, recorded);
  if (!r.ok) return { ok: false, error: r.error };
  const actions = [...session.actions, recorded];
  return {
    ok: true,
    session: {
      ...session,
      actions,
      state: r.state,
      events: [...session.events, ...r.events],
      lastEvents: r.events,
      turnStart: recorded.type === 'end-turn' ? actions.length : session.turnStart,
    },
  };
}

/** Plays made in this Summoning can be taken back (not an earlier turn's, not once the game is over). */
export function canUndo(session: TableSession): boolean {
  return session.actions.length > session.turnStart && session.state.winner === null;
}

/** Takes back the last play of this Summoning by replaying the game from its seed without it. */
export function undoInSession(session: TableSession): TableSession {
  if (!canUndo(session)) return session;
  const actions = session.actions.slice(0, -1);
  const replayed = replayGame({ setup: session.setup, actions });
  if (!replayed.ok) return session;
  const last = replayed.steps.at(-1)!;
  return {
    ...session,
    actions,
    state: last.state,
    events: replayed.steps.flatMap((s) => s.events),
    lastEvents: [],
    turnStart: session.turnStart,
  };
}

/** A game picked up again from its replay (seed, setup, moves): the same position, and undo stays within the current Summoning. */
export function resumeSession(replay: { setup: GameSetup; actions: RecordedAction[] }): TableSession | null {
  const replayed = replayGame(replay);
  if (!replayed.ok) return null;
  const lastEnd = replay.actions.map((a) => a.type).lastIndexOf('end-turn');
  return {
    setup: replay.setup,
    actions: [...replay.actions],
    state: replayed.steps.at(-1)!.state,
    events: replayed.steps.flatMap((s) => s.events),
    lastEvents: [],
    turnStart: lastEnd + 1,
  };
}
