import type { Action, ErrorCode, PlayerId } from '../../engine';
import type { RecordedAction } from '../replay/replayActions';

/**
 * A move the table refused: the engine's typed code (or the table's own "no-target", for an
 * Incantation with nothing to aim at) and the move itself, so the sentence can name its card.
 * The engine's English `message` is never shown: the code and the position say it all.
 */
export interface Refusal {
  code: ErrorCode | 'no-target';
  action?: Action | RecordedAction;
  /** Who tried the move (by default the active player). */
  player?: PlayerId;
}
