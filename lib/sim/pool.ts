import { combineRates, WARMUP_MOST_GAMES, type Rate } from './estimate';
import type { OutcomeRunner } from './optimize';
import type { SimJob, WorkerReply, WorkerRequest } from './protocol';
import { emptyTotals, mergeTotals, type SimTotals } from './stats';

/** The part of a Web Worker the pool uses (a real Worker, or a stand-in in Node tests). */
export interface WorkerLike {
  postMessage(message: WorkerRequest): void;
  onmessage: ((event: { data: WorkerReply }) => void) | null;
  terminate(): void;
}

const cancelled = () => new DOMException('The simulation was cancelled', 'AbortError');

/**
 * Sends each request to the next free worker of `size` and hands every reply to `onReply`
 * (which returns true when that request is finished). Resolves when all are finished;
 * rejects on a worker error or on `signal`. Workers are terminated either way, unless `kept`
 * is given: then the workers come from it (spawned into it when it has too few) and stay in
 * it, idle, when all went well, so the next call finds them already compiled. With `depth` 2,
 * each worker holds its next request while it plays one, so it never waits for this thread
 * (busy drawing the page) between two short requests.
 */
export function dispatch(
  requests: WorkerRequest[],
  spawn: () => WorkerLike,
  size: number,
  onReply: (reply: WorkerReply) => boolean,
  signal?: AbortSignal,
  { kept, depth = 1 }: { kept?: WorkerLike[]; depth?: number } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const workers: WorkerLike[] = [];
    let next = 0;
    let finished = 0;
    let settled = false;
    const stop = (failed: boolean) => {
      settled = true;
      if (kept && !failed) for (const w of workers) w.onmessage = null;
      else for (const w of kept?.splice(0) ?? workers) w.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      if (settled) return;
      stop(true);
      reject(cancelled());
    };
    if (signal?.aborted) return reject(cancelled());
    if (requests.length === 0) return resolve();
    signal?.addEventListener('abort', onAbort);
    const give = (w: WorkerLike) => {
      if (next < requests.length) w.postMessage(requests[next++]);
    };
    for (let i = 0; i < Math.max(1, Math.min(size, requests.length)); i++) {
      if (kept && kept.length <= i) kept.push(spawn());
      const w = kept ? kept[i] : spawn();
      workers.push(w);
      w.onmessage = (event) => {
        if (settled) return;
        const reply = event.data;
        if (reply.type === 'error') {
          stop(true);
          reject(new Error(reply.message));
        } else if (onReply(reply) && !settled) {
          if (++finished === requests.length) {
            stop(false);
            resolve();
          } else give(w);
        }
      };
      for (let d = 0; d < depth; d++) give(w);
    }
  });
}

export interface PoolRun {
  job: SimJob;
  /** Creates one worker; called `size` times at most. */
  spawn: () => WorkerLike;
  size: number;
  /** Games per share; small shares keep results coming and every worker busy. */
  share?: number;
  /** Totals of the finished shares (exact, so partial results are real results) and games played so far. */
  onUpdate?: (finished: SimTotals, played: number) => void;
  signal?: AbortSignal;
}

/**
 * Splits games [0, n) of a run into shares, plays them on the workers, and merges the
 * totals. Shares are disjoint and totals are integer sums, so the result is exactly the
 * one-process result whatever the number of workers or the order shares finish in.
 */
export async function runInPool(run: PoolRun): Promise<SimTotals> {
  const n = run.job.games;
  const start = run.job.from ?? 0;
  const share = Math.max(1, run.share ?? Math.min(1000, Math.max(50, Math.ceil(n / (run.size * 8)))));
  const requests: WorkerRequest[] = [];
  for (let k = 0; k < n; k += share) {
    requests.push({
      type: 'simulate',
      id: requests.length,
      job: { ...run.job, from: start + k, games: Math.min(share, n - k) },
    });
  }
  const progress = new Map<number, number>();
  let finished = emptyTotals();
  const played = () => finished.games + [...progress.values()].reduce((a, b) => a + b, 0);
  await dispatch(
    requests,
    run.spawn,
    run.size,
    (reply) => {
      if (reply.type === 'progress') progress.set(reply.id, reply.done);
      else if (reply.type === 'done') {
        progress.delete(reply.id);
        finished = mergeTotals(finished, reply.totals);
      }
      run.onUpdate?.(finished, played());
      return reply.type === 'done';
    },
    run.signal,
  );
  return finished;
}

/** Requests per worker a runner's call is cut into at least: the last ones are short, so no worker waits long for the others at the end. */
const PIECES_PER_WORKER = 8;

/**
 * The optimizer's runner on workers: each job's per-game wins, computed in parallel. Long jobs
 * are cut into pieces of consecutive games (a call of 11 jobs of 100 planner games on 2
 * workers would leave one idle for a whole job at the end); each game keeps its seed, so the
 * wins are the same. The same workers play every call of one run (the screen's rounds, then
 * the judgement): a fresh worker plays its first games several times slower while it compiles,
 * and the browser loads its code again. `close` ends them; `optimizeDeck` calls it when the run ends.
 */
export function poolRunner(spawn: () => WorkerLike, size: number): OutcomeRunner {
  const kept: WorkerLike[] = [];
  const run: OutcomeRunner = async (jobs, onJobDone, signal) => {
    const total = jobs.reduce((n, j) => n + j.games, 0);
    const most = Math.max(1, Math.ceil(total / (size * PIECES_PER_WORKER)));
    const out = jobs.map((j) => new Uint8Array(j.games));
    const left: number[] = [];
    const pieces: Array<{ job: number; at: number }> = [];
    const requests: WorkerRequest[] = [];
    jobs.forEach((job, i) => {
      const parts = Math.max(1, Math.ceil(job.games / most));
      const each = Math.ceil(job.games / parts);
      left.push(parts);
      for (let p = 0; p < parts; p++) {
        const at = p * each;
        pieces.push({ job: i, at });
        const games = Math.min(each, job.games - at);
        requests.push({ type: 'outcomes', id: requests.length, job: { ...job, from: (job.from ?? 0) + at, games } });
      }
    });
    await dispatch(
      requests,
      spawn,
      size,
      (reply) => {
        if (reply.type !== 'outcomes') return false;
        const { job, at } = pieces[reply.id];
        out[job].set(reply.wins, at);
        if (--left[job] === 0) onJobDone(job, out[job]);
        return true;
      },
      signal,
      { kept, depth: 2 },
    );
    return out;
  };
  run.close = () => {
    for (const w of kept.splice(0)) w.terminate();
  };
  return run;
}

/**
 * A warm-up (see `warmUp`) on `workers` workers at once: how fast each of them plays the job's
 * games while all are busy, as during a run. Measured on one worker alone, the rate assumed the
 * workers would add up perfectly; on a 2-core machine the page's own thread and the browser share
 * the cores, and the optimizer ran 1.7 times the estimate.
 */
export async function measureRate(
  spawn: () => WorkerLike,
  job: SimJob,
  ms: number,
  signal?: AbortSignal,
  workers = 1,
): Promise<Rate> {
  const rates: Rate[] = [];
  const n = Math.max(1, Math.floor(workers));
  await dispatch(
    // Each worker its own games, so the sample of long and short games is n times as large.
    Array.from({ length: n }, (_, id) => ({
      type: 'warmup' as const,
      id,
      job: { ...job, from: (job.from ?? 0) + id * WARMUP_MOST_GAMES },
      ms,
    })),
    spawn,
    n,
    (reply) => {
      if (reply.type !== 'warmup-done') return false;
      rates.push(reply.rate);
      return true;
    },
    signal,
  );
  return combineRates(rates);
}
