// `npm run bench:optimizer`: does the optimizer find what the exhaustive run finds? Prints
// figures; never fails. Two lines per preconstructed deck:
// - the race: the optimizer with one bot (greedy unless ERRET_BENCH_OPTIMIZER_BOT says) races
//   every single-card swap, then plays every swap in full on the same seeded games; are the
//   race's top three among the exhaustive top five (ERRET_BENCH_GAMES_PER_SWAP games, 50)?
// - the planner: on a pool of swaps (the exhaustive run's top half plus as many drawn at random,
//   ERRET_BENCH_POOL in all, 200), the default optimizer (greedy screen, planner judgement) and
//   the planner playing every swap in full (ERRET_BENCH_PLANNER_GAMES games each, 100): are the
//   screened run's top three suggestions in the planner's exhaustive top five?
// ERRET_BENCH_DECKS (e.g. "1,3") picks decks. Each run prints its wall and CPU seconds (worker threads
// included). The full scale takes about an hour of CPU (a deck: about 100,000 greedy games and
// 21,000 planner games).
import { cpus } from 'node:os';
import { PRECONSTRUCTED } from '../lib/cards';
import { optimizeDeck, type OptimizeResult } from '../lib/sim/optimize';
import { poolRunner } from '../lib/sim/pool';
import { createRng } from '../lib/sim/rng';
import { BOT_NAMES, DEFAULT_BOT, type BotName } from '../lib/sim/simulate';
import { threadWorker, withThreads, type ThreadSource } from './threads';

const asked = process.env.ERRET_BENCH_OPTIMIZER_BOT ?? 'greedy';
const BOT: BotName = (BOT_NAMES as readonly string[]).includes(asked) ? (asked as BotName) : 'greedy';
const GAMES = Number(process.env.ERRET_BENCH_GAMES_PER_SWAP) || 50;
const POOL = Number(process.env.ERRET_BENCH_POOL) || 200;
const PLANNER_GAMES = Number(process.env.ERRET_BENCH_PLANNER_GAMES) || 100;
const DECKS = (process.env.ERRET_BENCH_DECKS ?? '1,2,3,4')
  .split(',')
  .map(Number)
  .filter((n) => n >= 1 && n <= PRECONSTRUCTED.length);
const SEED = 1;

const swapName = (s: { out: string; in: string }) => `${s.out}→${s.in}`;

/** How many of `mine` (names, best first) are among `theirs`. */
function within(mine: string[], theirs: string[]): number {
  return mine.filter((name) => theirs.includes(name)).length;
}

async function compare(source: ThreadSource, deckIndex: number) {
  const deck = PRECONSTRUCTED[deckIndex];
  const threads = cpus().length;
  const optimize = async (
    bot: BotName,
    games: number,
    exhaustive: boolean,
    only?: OptimizeResult['ranking'],
  ): Promise<{ r: OptimizeResult; time: string }> => {
    const start = performance.now();
    const cpu = process.cpuUsage();
    const r = await optimizeDeck({
      deck: [...deck.cards],
      opponent: 'solo-quick',
      bot,
      games,
      seed: SEED,
      exhaustive,
      only,
      run: poolRunner(() => threadWorker(source), threads),
    });
    const used = process.cpuUsage(cpu);
    // The worker threads' CPU time counts too: on a busy machine it says more than the wall time.
    const wall = (performance.now() - start) / 1000;
    return { r, time: `${wall.toFixed(0)} s, ${((used.user + used.system) / 1e6).toFixed(0)} CPU s` };
  };
  const race = await optimize(BOT, GAMES, false);
  const full = await optimize(BOT, GAMES, true);
  const raceTop = race.r.ranking.slice(0, 3).map(swapName);
  const fullTop = full.r.ranking.slice(0, 5).map(swapName);
  const share = (100 * race.r.screenedGames) / full.r.exhaustiveGames;
  console.log(
    `  ${deck.slug}: ${race.r.tested} swaps; ${BOT} race ${race.r.screenedGames} games (${race.time}), exhaustive ${full.r.gamesPlayed} (${full.time}): ${share.toFixed(1)} %`,
  );
  console.log(
    `    race top 3 by gain: ${raceTop.join(', ')} | exhaustive top 5: ${fullTop.join(', ')} → ${within(raceTop, fullTop)}/3 within (target 3/3)`,
  );

  // The pool: the exhaustive run's best half, then as many of the others drawn at random.
  const best = full.r.ranking.slice(0, POOL / 2);
  const rest = full.r.ranking.slice(POOL / 2);
  const rng = createRng(SEED + deckIndex);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [rest[i], rest[j]] = [rest[j], rest[i]];
  }
  const pool = [...best, ...rest.slice(0, POOL - best.length)];
  const screened = await optimize(DEFAULT_BOT, PLANNER_GAMES, false, pool);
  const truth = await optimize(DEFAULT_BOT, PLANNER_GAMES, true, pool);
  const screenedTop = screened.r.suggestions.slice(0, 3).map(swapName);
  const truthTop = truth.r.ranking.slice(0, 5).map(swapName);
  console.log(
    `  ${deck.slug} ${DEFAULT_BOT}: pool of ${screened.r.tested} swaps, ${PLANNER_GAMES} games each; screened ${screened.r.screenedGames} ${screened.r.screenBot} + ${screened.r.confirmedGames} ${DEFAULT_BOT} games (${screened.time}), exhaustive ${truth.r.gamesPlayed} ${DEFAULT_BOT} games (${truth.time})`,
  );
  console.log(
    `    screened top 3: ${screenedTop.join(', ')} | ${DEFAULT_BOT} exhaustive top 5: ${truthTop.join(', ')} → ${within(screenedTop, truthTop)}/3 within (target 3/3)`,
  );
  // Whether a miss is a wrong pick or the exhaustive run's own noise: each pick's place and paired gain there, and how
  // many swaps the exhaustive run cannot tell from its best (its interval reaches the best's lower bound).
  const points = (x: number) => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)}`;
  const shown = (r: OptimizeResult['ranking'][number]) =>
    `${points(r.gain)} [${points(r.gainCi95[0])}, ${points(r.gainCi95[1])}]`;
  const ranking = truth.r.ranking;
  const fifth = ranking[Math.min(4, ranking.length - 1)];
  const places = screenedTop.map((name) => {
    const at = ranking.findIndex((r) => swapName(r) === name);
    return `${name} #${at + 1} ${shown(ranking[at])}`;
  });
  const tied = ranking.filter((r) => r.gainCi95[1] >= ranking[0].gainCi95[0]).length;
  const reach = screenedTop.filter(
    (name) => ranking.find((r) => swapName(r) === name)!.gainCi95[1] >= fifth.gain,
  ).length;
  console.log(
    `    exhaustive gains (points): top 5 ${ranking.slice(0, 5).map(shown).join(', ')}; screened picks there: ${places.join(', ')}`,
  );
  console.log(
    `    ${tied} of ${ranking.length} swaps cannot be told from the exhaustive best at ${PLANNER_GAMES} games; ${reach}/3 picks' intervals reach the exhaustive 5th gain`,
  );
}

async function main() {
  console.log(
    `Optimizer against the exhaustive run, Solo Quick, seed ${SEED}, ${cpus().length} threads; race: ${BOT} bot, ${GAMES} games per swap; planner line: pool ${POOL}, ${PLANNER_GAMES} games per swap:`,
  );
  await withThreads(async (source) => {
    for (const d of DECKS) await compare(source, d - 1);
  });
}

main();
