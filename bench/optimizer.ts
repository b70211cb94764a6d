// `npm run bench:optimizer`: does racing find what the exhaustive run finds? For each
// preconstructed deck, the optimizer races every single-card swap, then plays every swap in full
// on the same seeded games, and prints the games each spent and whether the race's top three
// are among the exhaustive top five (by gain on the same games, and as suggestions after the
// fresh confirmation games). Prints figures; never fails. The exhaustive run is what makes it
// long, so the bot defaults to greedy (ERRET_BENCH_OPTIMIZER_BOT picks another) and the games
// per swap to 50 (ERRET_BENCH_GAMES_PER_SWAP).
import { cpus } from 'node:os';
import { PRECONSTRUCTED } from '../lib/cards';
import { optimizeDeck, type OptimizeResult } from '../lib/sim/optimize';
import { poolRunner } from '../lib/sim/pool';
import { BOT_NAMES, type BotName } from '../lib/sim/simulate';
import { threadWorker, withThreads, type ThreadSource } from './threads';

const asked = process.env.ERRET_BENCH_OPTIMIZER_BOT ?? 'greedy';
const BOT: BotName = (BOT_NAMES as readonly string[]).includes(asked) ? (asked as BotName) : 'greedy';
const GAMES = Number(process.env.ERRET_BENCH_GAMES_PER_SWAP) || 50;
const SEED = 1;

const swapName = (s: { out: string; in: string }) => `${s.out}→${s.in}`;

/** How many of `mine` (names, best first) are among `theirs`. */
function within(mine: string[], theirs: string[]): number {
  return mine.filter((name) => theirs.includes(name)).length;
}

async function compare(source: ThreadSource, deckIndex: number) {
  const deck = PRECONSTRUCTED[deckIndex];
  const threads = cpus().length;
  const optimize = async (exhaustive: boolean): Promise<{ r: OptimizeResult; seconds: number }> => {
    const start = performance.now();
    const r = await optimizeDeck({ deck: [...deck.cards], opponent: 'solo-quick', bot: BOT, games: GAMES, seed: SEED, exhaustive, run: poolRunner(() => threadWorker(source), threads) });
    return { r, seconds: (performance.now() - start) / 1000 };
  };
  const race = await optimize(false);
  const full = await optimize(true);
  const raceTop = race.r.ranking.slice(0, 3).map(swapName);
  const fullTop = full.r.ranking.slice(0, 5).map(swapName);
  const raceSuggested = race.r.suggestions.slice(0, 3).map(swapName);
  const fullSuggested = full.r.suggestions.slice(0, 5).map(swapName);
  const share = (100 * race.r.gamesPlayed) / full.r.gamesPlayed;
  console.log(`  ${deck.slug}: ${race.r.tested} swaps; race ${race.r.gamesPlayed} games (${race.seconds.toFixed(0)} s), exhaustive ${full.r.gamesPlayed} (${full.seconds.toFixed(0)} s): ${share.toFixed(1)} % (target ≤ 25 %)`);
  console.log(`    race top 3 by gain: ${raceTop.join(', ')} | exhaustive top 5: ${fullTop.join(', ')} → ${within(raceTop, fullTop)}/3 within (target 3/3)`);
  console.log(`    race top 3 suggestions: ${raceSuggested.join(', ')} | exhaustive top 5 suggestions: ${fullSuggested.join(', ')} → ${within(raceSuggested, fullSuggested)}/3 within`);
}

async function main() {
  console.log(`Racing vs exhaustive optimizer, ${BOT} bot, ${GAMES} games per swap, Solo Quick, seed ${SEED}, ${cpus().length} threads:`);
  await withThreads(async (source) => {
    for (let i = 0; i < PRECONSTRUCTED.length; i++) await compare(source, i);
  });
}

main();
