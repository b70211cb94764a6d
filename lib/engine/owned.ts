import * as apply from './apply';
import * as attack from './attack';
import * as journal from './journal';
import type { Journal } from './journal';
import * as state from './state';
import * as turn from './turn';
import type { Action, EngineError, GameState, PlayerId } from './types';

// Compiled imports (tsx, bundlers) are read through getters at every use: the hot ones are bound once.
const { applyJournaled, applyOwned } = apply;
const { newJournal, restore } = journal;
const { runAssault } = attack;
const { activationOrder, cloneState, copyStateInto, nextPlayer } = state;
const { endTurn, finishTurn, playOn } = turn;

declare const owned: unique symbol;

/**
 * A full copy of a state that one caller owns and nobody else reads (a bot's sampled world):
 * the operations below change it in place, without the copy `apply` makes for each action.
 * Its own type keeps a state `apply` returned out of them: that one shares the parts an
 * action did not change with the state before it.
 */
export type OwnedState = GameState & { readonly [owned]: true };

/** A copy of everything a rule can change, for the caller to own. */
export function ownCopy(s: GameState): OwnedState {
  return cloneState(s) as OwnedState;
}

/**
 * `ownCopy(s)` written over `into`, a copy the caller owns and has finished with: its objects are reused, so a
 * lookahead that plays many worlds one after another allocates (and collects) almost nothing for them.
 */
export function ownCopyInto(into: OwnedState, s: GameState): OwnedState {
  return copyStateInto(into, s) as OwnedState;
}

/** What `apply` does, done to `s` itself and without events; a refused action changes nothing. */
export function applyInPlace(s: OwnedState, action: Action): EngineError | null {
  return applyOwned(s, action);
}

/** A journal for `applyUndoable`: one per step a lookahead may take back, reused from step to step. */
export function undoJournal(): Journal {
  return newJournal();
}

/**
 * `applyInPlace` that `undo(s, j)` takes back exactly: `j` first saves what the action can
 * change (for placing a Creature, one side of one line and the players it touches; for
 * anything else the whole state, into the journal's own reused copy). So a lookahead tries a
 * step, reads the position and goes back without a copy of the state per step. A refused
 * action changes nothing, and its undo does nothing.
 */
export function applyUndoable(s: OwnedState, action: Action, j: Journal): EngineError | null {
  return applyJournaled(s, action, j);
}

/**
 * `s` put back as it was before the step `j` journaled (every field, byte for byte); `j` is then empty. Steps are
 * undone last first. After a whole-state step, `s` gets back the saved seats and lines objects: what a caller read
 * out of `s` before the undo (a seat, a line) is stale, and is read again.
 */
export function undo(s: OwnedState, j: Journal): OwnedState {
  restore(j, s);
  return s;
}

/** `end-turn` done to `s` itself: the Assault, the end of the turn and every turn up to the next person's decision. */
export function endTurnInPlace(s: OwnedState): OwnedState {
  if (!s.winner) endTurn({ s, events: null });
  return s;
}

/** Phase 3 alone for `seat` (its Creatures attack in Activation Order), the turn not ended. */
export function assaultInPlace(s: OwnedState, seat: PlayerId): OwnedState {
  runAssault({ s, events: null }, seat, activationOrder(s, seat));
  return s;
}

/**
 * The rest of `end-turn` once the active person's Assault was run by `assaultInPlace`: its turn ends, then every turn
 * up to the next person's decision. `assaultInPlace` then this is `endTurnInPlace`.
 */
export function finishEndTurnInPlace(s: OwnedState): OwnedState {
  playOn({ s, events: null });
  return s;
}

/**
 * Half a turn: the active seat's turn ends (R19) and the next seat becomes active with
 * neither its Mana Regeneration nor its Summoning, ready for `assaultInPlace`. Gives that seat.
 */
export function passTurnInPlace(s: OwnedState): PlayerId {
  finishTurn({ s, events: null });
  s.active = nextPlayer(s, s.active);
  return s.active;
}
