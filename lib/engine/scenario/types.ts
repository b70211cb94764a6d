import type { Action, GameState } from '../types';

/** A scenario file once read: the position as engine state, the actions, and what to expect. */
export interface Scenario {
  name: string;
  source: string;
  state: GameState;
  actions: Action[];
  expect: Record<string, unknown>;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };
