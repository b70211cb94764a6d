import type { BotName } from './simulate';

/**
 * Win rates measured by `npm run bench:engine` (its strength ladder) with preconstructed
 * deck 1 against Solo Quick, shown beside the bot's name on /simulate. The reference is the
 * search bot with REFERENCE_ITERATIONS iterations, as blind as the others. Figures of a
 * seeded benchmark (seed 1, games 0–299), refreshed by hand when a bot or a rule changes;
 * last measured under the R22/R32 readings with the planner of 16 samples and the enemy's reply.
 */
export const MEASURED_STRENGTH: { deck: string; games: number; reference: number; bots: Record<BotName, number> } = {
  deck: 'deck-1',
  games: 300,
  reference: 0.827,
  bots: { random: 0.01, greedy: 0.437, search: 0.51, planner: 0.863 },
};
