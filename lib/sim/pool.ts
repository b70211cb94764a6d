import type { Rate } from './estimate';
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
 * rejects on a worker error or on `signal`. Workers are terminated either way.
 */
export function dispatch(
  requests: WorkerRequest[],
  spawn: () => WorkerLike,
  size: number,
  onReply: (reply: WorkerReply) => boolean,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const workers: WorkerLike[] = [];
    let next = 0;
    let finished = 0;
    let settled = false;
    const stop = () => {
      settled = true;
      for (const w of workers) w.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      if (settled) return;
      stop();
      reject(cancelled());
    };
    if (signal?.aborted) return reject(cancelled());
    if (requests.length === 0) return resolve();
    signal?.addEventListener('abort', onAbort);
    const give = (w: WorkerLike) => {
      if (next < requests.length) w.postMessage(requests[next++]);
    };
    for (let i = 0; i < Math.max(1, Math.min(size, requests.length)); i++) {
      const w = spawn();
      workers.push(w);
      w.onmessage = (event) => {
        if (settled) return;
        const reply = event.data;
        if (reply.type === 'error') {
          stop();
          reject(new Error(reply.message));
        } else if (onReply(reply) && !settled) {
          if (++finished === requests.length) {
            stop();
            resolve();
          } else give(w);
        }
      };
      give(w);
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

/** The optimizer's runner on workers: each job's per-game wins, computed in parallel. */
export function poolRunner(spawn: () => WorkerLike, size: number): OutcomeRunner {
  return async (jobs, onJobDone, signal) => {
    const out: Uint8Array[] = new Array(jobs.length);
    const requests: WorkerRequest[] = jobs.map((job, id) => ({ type: 'outcomes', id, job }));
    await dispatch(
      requests,
      spawn,
      size,
      (reply) => {
        if (reply.type !== 'outcomes') return false;
        out[reply.id] = reply.wins;
        onJobDone(reply.id, reply.wins);
        return true;
      },
      signal,
    );
    return out;
  };
}

/** A warm-up on one worker (see `warmUp`): how fast this device plays the job's games. */
export async function measureRate(
  spawn: () => WorkerLike,
  job: SimJob,
  ms: number,
  signal?: AbortSignal,
): Promise<Rate> {
  let rate: Rate = { games: 0, seconds: 0 };
  await dispatch(
    [{ type: 'warmup', id: 0, job, ms }],
    spawn,
    1,
    (reply) => {
      if (reply.type !== 'warmup-done') return false;
      rate = reply.rate;
      return true;
    },
    signal,
  );
  return rate;
}
