import type { EngineEvent } from '../../engine';
import type { TableUi } from '../session/tableReducer';

/** The game's events up to the beat on show: the ones whose beats are still queued have not happened yet on screen. */
export function shownEvents(ui: Pick<TableUi, 'session' | 'queue'>): EngineEvent[] {
  const waiting = ui.queue.reduce((n, step) => n + step.events.length, 0);
  return ui.session.events.slice(0, ui.session.events.length - waiting);
}
