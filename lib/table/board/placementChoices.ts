import { legalActions, type Action, type GameState } from '../../engine';
import type { Selection } from '../session/tableReducer';

/** Every legal way to play the selected card or Champion now, as the engine lists them (lines, hosts, targets). */
export function placementChoices(s: GameState, selection: Selection): Action[] {
  return legalActions(s).filter((a) =>
    selection.kind === 'champion' ? a.type === 'champion' : a.type === 'play' && a.card === selection.card,
  );
}
