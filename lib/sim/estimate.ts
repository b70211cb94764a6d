import type { SimJob } from './protocol';
import { gameOutcomes } from './simulate';

/** A warm-up's figures: games of one bot played on one thread and the seconds they took. */
export interface Rate {
  games: number;
  seconds: number;
}

/** Most games a warm-up plays: the random bot finishes hundreds in a few milliseconds. */
const WARMUP_MOST_GAMES = 400;

/**
 * Plays games of `job` one at a time on this thread for about `ms` (at least one untimed
 * game, then at least one timed game): how fast this device plays this bot, deck and opponent. The games are the job's
 * own seeded ones; only their time is kept.
 */
export function warmUp(job: SimJob, ms: number, now: () => number = () => performance.now()): Rate {
  // The first games run before the engine and the bot are compiled, several times slower than
  // the rest: the first half of the time is played untimed (at least one game).
  const first = job.from ?? 0;
  let played = 0;
  const play = () => gameOutcomes({ ...job, from: first + played++, games: 1 });
  const begin = now();
  do play();
  while (now() - begin < ms / 2 && played < WARMUP_MOST_GAMES);
  const start = now();
  let games = 0;
  let elapsed = 0;
  do {
    play();
    games++;
    elapsed = now() - start;
  } while (elapsed < ms / 2 && games < WARMUP_MOST_GAMES);
  return { games, seconds: Math.max(1e-6, elapsed / 1000) };
}

/** Seconds `games` games take on `workers` threads at a warm-up's rate. */
export function secondsFor(games: number, rate: Rate, workers: number): number {
  return (games * rate.seconds) / rate.games / Math.max(1, workers);
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
