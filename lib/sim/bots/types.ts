import type { Action, GameState } from '../../engine';
import type { Rng } from '../rng';

/**
 * A bot plays the active seat. It sees only what any caller sees: the state,
 * `legalActions(state)` and `apply`; randomness comes from the `rng` it is given.
 */
export type Bot = (state: GameState, rng: Rng) => Action;
