import type { EngineEvent } from './events';
import * as state from './state';
import type { Ctx } from './state';
import * as summoning from './summoning';
import * as turn from './turn';
import type { Action, EngineError, GameState } from './types';

// Compiled imports (tsx, bundlers) are read through getters at every use: the hot ones are bound once.
const { cloneForPlacement, cloneState } = state;
const { checkPlay, executePlay } = summoning;
const { endTurn } = turn;

export type ApplyResult =
  | { ok: true; state: GameState; events: EngineEvent[] }
  | { ok: false; error: EngineError };

export interface ApplyOptions {
  /** Skip building events (simulations that never read them). */
  quiet?: boolean;
}

function fail(code: EngineError['code'], message: string): ApplyResult {
  return { ok: false, error: { code, message } };
}

/**
 * The reducer: the next state after `action`, and what happened, or a typed error.
 * The input state is never changed; everything is checked before anything is done.
 */
export function apply(state: GameState, action: Action, options: ApplyOptions = {}): ApplyResult {
  if (!action || typeof action !== 'object') return fail('bad-action', 'an action must be an object');
  if (state.winner) return fail('game-over', 'the game is over');
  if (action.type === 'end-turn') {
    if (action.player && action.player !== state.active) return fail('not-your-turn', `it is ${state.active}'s turn`);
    const ctx: Ctx = { s: cloneState(state), events: options.quiet ? null : [] };
    endTurn(ctx);
    return { ok: true, state: ctx.s, events: ctx.events ?? [] };
  }
  if (action.type !== 'play' && action.type !== 'champion') return fail('bad-action', `unknown action type ${JSON.stringify((action as { type?: unknown }).type)}`);
  const plan = checkPlay(state, action);
  if ('error' in plan) return { ok: false, error: plan.error };
  const line = plan.line ?? plan.onto?.line;
  const copy = line === undefined ? cloneState(state) : cloneForPlacement(state, line, plan.player);
  const ctx: Ctx = { s: copy, events: options.quiet ? null : [] };
  executePlay(ctx, plan);
  return { ok: true, state: ctx.s, events: ctx.events ?? [] };
}
