import type { SimJob } from './protocol';
import { gameOutcomes } from './simulate';

/**
 * A warm-up's figures: how fast one thread plays a bot's games once it is warm, and what a
 * fresh thread loses before that (compiling, growing its heap).
 */
export interface Rate {
  /** Games timed warm, and their seconds. */
  games: number;
  seconds: number;
  /** Seconds the first games took beyond the warm rate: paid once per run, by every thread at the same time. */
  startup: number;
}

/** Most games a warm-up plays: the random bot finishes hundreds in a few milliseconds. */
export const WARMUP_MOST_GAMES = 400;
/**
 * Fewest games a warm-up times: the same few games are replayed, and their lengths vary (one
 * planner game of deck 1 takes 7 ms, another 48 ms warm), so a sample of 2 or 3 can be half the mean.
 */
const WARMUP_LEAST_GAMES = 8;

/**
 * The rate from a warm-up: `untimed` games played on a fresh thread in `untimedSeconds`, then
 * `timed` replays of those same games in `timedSeconds`. The replays give the rate, not the
 * first games nor new ones: a fresh thread stays slower for a long while (the planner's games
 * 0–99 on deck 1 take 1.8 times what they take replayed, its games 100–199 within a tenth of it),
 * and the same games keep the sample's mix of long and short games. What the untimed games took
 * beyond that rate is the thread's startup.
 */
export function rateOf(untimed: number, untimedSeconds: number, timed: number, timedSeconds: number): Rate {
  const seconds = Math.max(1e-6, timedSeconds);
  return { games: timed, seconds, startup: Math.max(0, untimedSeconds - (untimed * seconds) / timed) };
}

/**
 * Plays games of `job` one at a time on this thread for about `ms` (longer when the first
 * `WARMUP_LEAST_GAMES` take more): the first half plays new games, the second half replays
 * them in whole rounds (at least one). The first round of replays is still slow (timing it too made
 * the planner's estimate of 1,000 games 1.6 times too long), so when there are more, the rate is
 * timed on the rounds after it. The games are the job's own seeded ones; only their time is kept.
 */
export function warmUp(job: SimJob, ms: number, now: () => number = () => performance.now()): Rate {
  const first = job.from ?? 0;
  const play = (k: number) => gameOutcomes({ ...job, from: first + k, games: 1 });
  const begin = now();
  let played = 0;
  let firstMs = 0;
  do {
    play(played++);
    firstMs = now() - begin;
  } while (played < WARMUP_MOST_GAMES && (firstMs < ms / 2 || played < WARMUP_LEAST_GAMES));
  const rounds: number[] = [];
  let replayMs = 0;
  do {
    for (let k = 0; k < played; k++) play(k);
    rounds.push(now() - begin - firstMs - replayMs);
    replayMs += rounds.at(-1)!;
  } while (replayMs < ms / 2 && (rounds.length + 2) * played <= WARMUP_MOST_GAMES);
  const skipped = rounds.length > 1 ? 1 : 0;
  const untimedMs = firstMs + (skipped ? rounds[0] : 0);
  return rateOf(
    (1 + skipped) * played,
    untimedMs / 1000,
    (rounds.length - skipped) * played,
    (replayMs + firstMs - untimedMs) / 1000,
  );
}

/**
 * One rate from warm-ups run side by side: all their timed games over all their timed seconds
 * (each thread's rate while the others ran too), and their mean startup: a run hands games to
 * whichever thread is free, so a thread that warms up sooner plays more of them.
 */
export function combineRates(rates: readonly Rate[]): Rate {
  let games = 0;
  let seconds = 0;
  let startup = 0;
  for (const r of rates) {
    games += r.games;
    seconds += r.seconds;
    startup += r.startup;
  }
  return { games, seconds: Math.max(1e-6, seconds), startup: rates.length ? startup / rates.length : 0 };
}

/** Seconds `games` games take on `workers` threads at a warm-up's rate, the threads' startup included. */
export function secondsFor(games: number, rate: Rate, workers: number): number {
  if (games <= 0) return 0;
  return rate.startup + (games * rate.seconds) / rate.games / Math.max(1, workers);
}

/**
 * Seconds left in a run of several bots: the work left at the warm-up rates, scaled by how
 * the run has gone so far (the warm-up rate only until a tenth of the work is done).
 */
export function secondsLeft(
  parts: Array<{ done: number; total: number; rate: Rate }>,
  workers: number,
  elapsed: number,
): number {
  const work = (games: number, rate: Rate) => secondsFor(games, rate, workers);
  const done = parts.reduce((s, p) => s + work(p.done, p.rate), 0);
  const all = parts.reduce((s, p) => s + work(p.total, p.rate), 0);
  const left = Math.max(0, all - done);
  if (all === 0 || done < all / 10 || elapsed <= 0) return left;
  return left * (elapsed / done);
}

/** A duration as the page says it: whole seconds under 90 s, else whole minutes (at least 2). */
export function roundDuration(seconds: number): { unit: 'seconds' | 'minutes'; n: number } {
  if (seconds < 89.5) return { unit: 'seconds', n: Math.max(1, Math.round(seconds)) };
  return { unit: 'minutes', n: Math.max(2, Math.round(seconds / 60)) };
}
