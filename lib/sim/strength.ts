import type { BotName } from './simulate';

/**
 * Win rates against Solo Quick with preconstructed deck 1, shown beside the bot's name on
 * /simulate. The reference is the search bot with REFERENCE_ITERATIONS iterations, as blind as
 * the others, over the bench's seeds (seed 1) games 0–299 (its games are kept game by game in
 * bench/reference-outcomes.json); the planner's figure is over games 0–999, the others' over
 * games 0–299 (`npm run bench:engine`, `npm run bench:outcomes`). Refreshed by hand when a bot
 * or a rule changes, since a changed bot or rule makes the shown figure wrong (lib/sim/README.md
 * dates each measurement).
 */
export const MEASURED_STRENGTH: { deck: string; games: number; reference: number; bots: Record<BotName, number> } = {
  deck: 'deck-1',
  games: 300,
  reference: 0.827,
  bots: { random: 0.01, greedy: 0.437, search: 0.51, planner: 0.878 },
};

/**
 * Co-op against two Solo AIs in Quick Play: the planner at both players' seats with
 * preconstructed decks 1 and 2 (the Preconstructed format), seed 1, games 0–599
 * (`npm run simulate -- --mode coop --deck <deck 1> --deck <deck 2> --bot planner --games 600`,
 * measured Dec 6 on a shared, busy machine). Above 15 %: R40's reading (each AI's Mana counts
 * both players' Creatures) leaves Co-op winnable, so the other reading was not measured.
 */
export const COOP_STRENGTH: { bot: BotName; decks: [string, string]; games: number; wins: number } = {
  bot: 'planner',
  decks: ['deck-1', 'deck-2'],
  games: 600,
  wins: 115,
};
