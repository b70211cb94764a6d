import { apply, type EngineError, type GameState } from '../engine';
import type { Selection } from './tableReducer';

/**
 * Whether a card or the Champion can be picked up now, asked of the engine itself: a trial
 * play on the first line (never kept) is refused for the same reason the real one would be.
 * A refusal only for want of a target means the card is fine and needs one.
 */
export function checkSelection(s: GameState, selection: Selection): EngineError | null {
  const p = s.players[s.active];
  const line = p?.lines[0] ?? 'top';
  const trial = selection.kind === 'champion' ? apply(s, { type: 'champion', line }) : apply(s, { type: 'play', card: selection.card, line });
  if (trial.ok || trial.error.code === 'bad-target') return null;
  return trial.error;
}
