import type { BotName } from './simulate';

/**
 * Win rates measured by `npm run bench:engine` (its strength ladder) with preconstructed
 * deck 1 against Solo Quick, shown beside the bot's name on /simulate. The reference is the
 * search bot with REFERENCE_ITERATIONS iterations, as blind as the others. Figures of a
 * seeded benchmark, refreshed by hand when a bot changes.
 */
export const MEASURED_STRENGTH: { deck: string; games: number; reference: number; bots: Record<BotName, number> } = {
  deck: 'deck-1',
  games: 300,
  reference: 0.83,
  bots: { random: 0.008, greedy: 0.437, search: 0.51, planner: 0.833 },
};
