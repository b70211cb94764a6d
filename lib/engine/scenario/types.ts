import type { Action, GameState } from '../types';

/** A scenario file once read: the position as engine state, the actions, and what to expect. */
export interface Scenario {
  name: string;
  source: string;
  state: GameState;
  actions: Action[];
  expect: Record<string, unknown>;
  /** Maps another name of an inline card (its cards.json `slug`, an official-looking slug) to its slug. */
  alias: (slug: string) => string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };
