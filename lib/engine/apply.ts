import type { EngineEvent } from './events';
import * as journal from './journal';
import type { Journal } from './journal';
import * as state from './state';
import type { Ctx } from './state';
import * as summoning from './summoning';
import type { PlayPlan } from './summoning';
import * as turn from './turn';
import type { Action, EngineError, GameState } from './types';

// Compiled imports (tsx, bundlers) are read through getters at every use: the hot ones are bound once.
const { cloneForPlacement, cloneState } = state;
const { checkPlay, executePlay } = summoning;
const { endTurn } = turn;
const { saveWhole, savePlacement } = journal;

export type ApplyResult = { ok: true; state: GameState; events: EngineEvent[] } | { ok: false; error: EngineError };

export interface ApplyOptions {
  /** Skip building events (simulations that never read them). */
  quiet?: boolean;
}

type Checked = { error: EngineError } | { endTurn: true } | { endTurn: false; plan: PlayPlan };

/** Everything `action` must satisfy in `state`, checked before anything is done. */
function check(state: GameState, action: Action): Checked {
  if (!action || typeof action !== 'object')
    return { error: { code: 'bad-action', message: 'an action must be an object' } };
  if (state.winner) return { error: { code: 'game-over', message: 'the game is over' } };
  if (action.type === 'end-turn') {
    if (action.player && action.player !== state.active)
      return { error: { code: 'not-your-turn', message: `it is ${state.active}'s turn` } };
    return { endTurn: true };
  }
  if (action.type !== 'play' && action.type !== 'champion')
    return {
      error: {
        code: 'bad-action',
        message: `unknown action type ${JSON.stringify((action as { type?: unknown }).type)}`,
      },
    };
  const plan = checkPlay(state, action);
  return 'error' in plan ? plan : { endTurn: false, plan };
}

/**
 * The reducer: the next state after `action`, and what happened, or a typed error.
 * The input state is never changed; everything is checked before anything is done.
 */
export function apply(state: GameState, action: Action, options: ApplyOptions = {}): ApplyResult {
  const checked = check(state, action);
  if ('error' in checked) return { ok: false, error: checked.error };
  let copy: GameState;
  if (checked.endTurn) copy = cloneState(state);
  else {
    const line = checked.plan.line ?? checked.plan.onto?.line;
    copy = line === undefined ? cloneState(state) : cloneForPlacement(state, line, checked.plan.player);
  }
  const ctx: Ctx = { s: copy, events: options.quiet ? null : [] };
  if (checked.endTurn) endTurn(ctx);
  else executePlay(ctx, checked.plan);
  return { ok: true, state: ctx.s, events: ctx.events ?? [] };
}

/**
 * What `apply` does, done to `state` itself, without events: for a caller that owns a full
 * copy no one else reads (a bot's sampled world), which then needs no second copy. Refused
 * actions change nothing. Never for a state `apply` returned: that one shares parts with the
 * state before it.
 */
export function applyOwned(state: GameState, action: Action): EngineError | null {
  const checked = check(state, action);
  if ('error' in checked) return checked.error;
  const ctx: Ctx = { s: state, events: null };
  if (checked.endTurn) endTurn(ctx);
  else executePlay(ctx, checked.plan);
  return null;
}

/**
 * `applyOwned` that `restore(j, state)` can take back: before the step, `j` saves what the step
 * can change, as little as `apply` copies for it. A refused action changes nothing and leaves
 * `j` empty.
 */
export function applyJournaled(state: GameState, action: Action, j: Journal): EngineError | null {
  j.empty = true;
  const checked = check(state, action);
  if ('error' in checked) return checked.error;
  const line = checked.endTurn ? undefined : (checked.plan.line ?? checked.plan.onto?.line);
  if (checked.endTurn || line === undefined) saveWhole(j, state);
  else savePlacement(j, state, line, checked.plan.player);
  const ctx: Ctx = { s: state, events: null };
  if (checked.endTurn) endTurn(ctx);
  else executePlay(ctx, checked.plan);
  return null;
}
