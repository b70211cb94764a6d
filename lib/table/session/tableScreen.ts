import type { AnimationSpeed } from '../board/animationSteps';
import type { NarrationContext } from '../narration/narrate';
import type { Refusal } from '../narration/refusal';
import { flushBeats, nextBeat, withSpeed, type BeatStaging } from './beatQueue';
import type { Selection } from './tableReducer';

/** What any table's screen holds besides its game: the moves staged, the card picked, the last refusal. */
export interface TableScreen extends BeatStaging {
  selected: Selection | null;
  /** The last move refused, explained on screen until the next move or selection. */
  error: Refusal | null;
}

export type TableScreenAction =
  | { type: 'tick' }
  | { type: 'skip' }
  | { type: 'select'; selection: Selection | null }
  | { type: 'error'; error: Refusal | null }
  | { type: 'speed'; speed: AnimationSpeed };

/**
 * The moves every table's screen takes alike, wherever its game is played (here or on the
 * server): staged beats end on `settled`, the game's own position.
 */
export function tableScreenReducer<T extends TableScreen>(
  ui: T,
  a: TableScreenAction,
  c: NarrationContext,
  settled: () => T['view'],
): T {
  switch (a.type) {
    case 'tick':
      return nextBeat(ui, c, settled);
    case 'skip':
      return flushBeats(ui, c, settled);
    case 'select':
      return { ...ui, selected: a.selection, error: null };
    case 'error':
      return { ...ui, error: a.error };
    case 'speed':
      return withSpeed(ui, a.speed, c, settled);
  }
}
