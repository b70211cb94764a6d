import type { SimJob, WorkerReply, WorkerRequest } from './protocol';
import { emptyTotals, mergeTotals, type SimTotals } from './stats';

/** The part of a Web Worker the pool uses (a real Worker, or a stand-in in Node tests). */
export interface WorkerLike {
  postMessage(message: WorkerRequest): void;
  onmessage: ((event: { data: WorkerReply }) => void) | null;
  terminate(): void;
}

export interface PoolRun {
  job: SimJob;
  /** Creates one worker; called `size` times. */
  spawn: () => WorkerLike;
  size: number;
  /** Games per share; small shares keep results coming and every worker busy. */
  share?: number;
  /** Totals of the finished shares (exact, so partial results are real results) and games played so far. */
  onUpdate?: (finished: SimTotals, played: number) => void;
  signal?: AbortSignal;
}

/**
 * Splits games [0, n) of a run into shares, plays them on `size` workers, and merges the
 * totals. Shares are disjoint and totals are integer sums, so the result is exactly the
 * one-process result whatever the number of workers or the order shares finish in.
 */
export function runInPool(run: PoolRun): Promise<SimTotals> {
  const n = run.job.games;
  const start = run.job.from ?? 0;
  const share = Math.max(1, run.share ?? Math.min(1000, Math.max(50, Math.ceil(n / (run.size * 8)))));
  const shares: Array<{ from: number; games: number }> = [];
  for (let k = 0; k < n; k += share) shares.push({ from: start + k, games: Math.min(share, n - k) });
  return new Promise((resolve, reject) => {
    const workers: WorkerLike[] = [];
    const progress = new Map<number, number>();
    let next = 0;
    let finished = emptyTotals();
    let finishedGames = 0;
    let settled = false;
    const stop = () => {
      settled = true;
      for (const w of workers) w.terminate();
      run.signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      if (settled) return;
      stop();
      reject(new DOMException('The simulation was cancelled', 'AbortError'));
    };
    if (run.signal?.aborted) return onAbort();
    run.signal?.addEventListener('abort', onAbort);
    const played = () => finishedGames + [...progress.values()].reduce((a, b) => a + b, 0);
    const give = (w: WorkerLike) => {
      if (next >= shares.length) return;
      const id = next++;
      progress.set(id, 0);
      w.postMessage({ type: 'simulate', id, job: { ...run.job, ...shares[id] } });
    };
    const onReply = (w: WorkerLike, reply: WorkerReply) => {
      if (settled) return;
      if (reply.type === 'error') {
        stop();
        reject(new Error(reply.message));
        return;
      }
      if (reply.type === 'progress') {
        progress.set(reply.id, reply.done);
        run.onUpdate?.(finished, played());
        return;
      }
      progress.delete(reply.id);
      finished = mergeTotals(finished, reply.totals);
      finishedGames += reply.totals.games;
      run.onUpdate?.(finished, played());
      if (finishedGames === n) {
        stop();
        resolve(finished);
      } else give(w);
    };
    for (let i = 0; i < Math.max(1, Math.min(run.size, shares.length)); i++) {
      const w = run.spawn();
      workers.push(w);
      w.onmessage = (event) => onReply(w, event.data);
      give(w);
    }
  });
}
