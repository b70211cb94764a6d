import { apply } from './apply';
import type { EngineEvent } from './events';
import { createGame, type CreateGameOptions } from './setup';
import type { Action, EngineError, GameState } from './types';

export type ReplayResult =
  | { ok: true; state: GameState; events: EngineEvent[] }
  | { ok: false; error: EngineError | { code: 'bad-setup'; message: string }; at: number };

/** Rebuilds a stored game from its setup (seed included) and its actions; `at` is the refused action (−1: the setup). */
export function replay(options: CreateGameOptions, actions: readonly Action[]): ReplayResult {
  const created = createGame(options);
  if (!created.ok) return { ok: false, error: created.error, at: -1 };
  let state = created.state;
  const events = [...created.events];
  for (let i = 0; i < actions.length; i++) {
    const r = apply(state, actions[i]);
    if (!r.ok) return { ok: false, error: r.error, at: i };
    state = r.state;
    events.push(...r.events);
  }
  return { ok: true, state, events };
}
