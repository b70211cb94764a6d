import { apply, type GameState, type PlayerId, playerAt } from '../../engine';
import { placementChoices } from './placementChoices';
import type { Refusal } from '../narration/refusal';
import type { Selection } from '../session/tableReducer';

/**
 * Whether a card or the Champion can be picked up now, asked of the engine itself: a trial
 * play on the first line (never kept) is refused for the same reason the real one would be.
 * A card the engine accepts but that has no legal place at all (an Incantation with no
 * Creature on the board) is refused at once rather than leaving the player nothing to click.
 * `player` is who asks (by default the active player), so a move out of turn is refused as such.
 */
export function checkSelection(s: GameState, selection: Selection, player: PlayerId = s.active): Refusal | null {
  const p = playerAt(s, player);
  const line = p?.lines[0] ?? 'top';
  const action =
    selection.kind === 'champion'
      ? { type: 'champion' as const, line, player }
      : { type: 'play' as const, card: selection.card, line, player };
  const trial = apply(s, action);
  if (!trial.ok && trial.error.code !== 'bad-target') return { code: trial.error.code, action, player };
  return placementChoices(s, selection).length ? null : { code: 'no-target', action, player };
}
