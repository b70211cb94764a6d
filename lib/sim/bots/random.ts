import { legalActions } from '../../engine';
import type { Bot } from './types';

/** Uniform over the legal actions. */
export const randomBot: Bot = (state, rng) => {
  const actions = legalActions(state);
  return actions[rng.int(actions.length)];
};
