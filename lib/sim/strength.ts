import type { BotName } from './simulate';

/**
 * Win rates against Solo Quick with preconstructed deck 1, shown beside the bot's name on
 * /simulate. The reference is the search bot with REFERENCE_ITERATIONS iterations, as blind as
 * the others, over the bench's seeds (seed 1) games 0–299 (its games are kept game by game in
 * bench/reference-outcomes.json); the planner's figure is over games 0–999, the others' over
 * games 0–299 (`npm run bench:engine`, `npm run bench:outcomes`). Refreshed by hand when a bot
 * or a rule changes; the planner's last on Nov 27 with its shortlist picked by 2 full sampled ends.
 */
export const MEASURED_STRENGTH: { deck: string; games: number; reference: number; bots: Record<BotName, number> } = {
  deck: 'deck-1',
  games: 300,
  reference: 0.827,
  bots: { random: 0.01, greedy: 0.437, search: 0.51, planner: 0.878 },
};

