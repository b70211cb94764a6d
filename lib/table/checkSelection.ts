import { apply, type EngineError, type GameState, type PlayerId } from '../engine';
import type { Selection } from './tableReducer';

/**
 * Whether a card or the Champion can be picked up now, asked of the engine itself: a trial
 * play on the first line (never kept) is refused for the same reason the real one would be.
 * A refusal only for want of a target means the card is fine and needs one. `player` is who
 * asks (by default the active player), so a move out of turn is refused as such.
 */
export function checkSelection(s: GameState, selection: Selection, player: PlayerId = s.active): EngineError | null {
  const p = s.players[player];
  const line = p?.lines[0] ?? 'top';
  const trial = selection.kind === 'champion' ? apply(s, { type: 'champion', line, player }) : apply(s, { type: 'play', card: selection.card, line, player });
  if (trial.ok || trial.error.code === 'bad-target') return null;
  return trial.error;
}
