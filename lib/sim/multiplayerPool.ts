import type { CoopSimOptions, CoopSimResult } from './coop';
import type { MultiplayerSimOptions, MultiplayerSimResult } from './multiplayer';
import { dispatch, type WorkerLike } from './pool';
import type { WorkerRequest } from './protocol';

/**
 * Two results of disjoint shares of one run as one: wins and capped games add up, and the
 * average number of turns is weighted by games (each average is a whole number of turns over
 * its games, so the sum is recovered exactly).
 */
export function mergeMultiplayer(a: MultiplayerSimResult, b: MultiplayerSimResult): MultiplayerSimResult {
  const wins = { ...a.wins };
  for (const [who, n] of Object.entries(b.wins)) wins[who] = (wins[who] ?? 0) + n;
  const games = a.games + b.games;
  const turns = Math.round(a.avgTurns * a.games) + Math.round(b.avgTurns * b.games);
  return { mode: a.mode, games, wins, capped: a.capped + b.capped, avgTurns: games ? turns / games : 0 };
}

export interface MultiplayerPoolRun {
  job: MultiplayerSimOptions;
  spawn: () => WorkerLike;
  size: number;
  /** Games per share. */
  share?: number;
  /** The merged result of the shares finished so far. */
  onUpdate?: (finished: MultiplayerSimResult) => void;
  signal?: AbortSignal;
}

/** Plays a four-seat run on the workers in shares of games; the merged result is exactly the one-process result. */
export async function runMultiplayerInPool(run: MultiplayerPoolRun): Promise<MultiplayerSimResult> {
  const n = run.job.games;
  const share = Math.max(1, run.share ?? Math.min(50, Math.max(5, Math.ceil(n / (run.size * 8)))));
  const requests: WorkerRequest[] = [];
  for (let k = 0; k < n; k += share)
    requests.push({
      type: 'multiplayer',
      id: requests.length,
      job: { ...run.job, from: k, games: Math.min(share, n - k) },
    });
  let finished: MultiplayerSimResult = { mode: run.job.mode, games: 0, wins: {}, capped: 0, avgTurns: 0 };
  await dispatch(
    requests,
    run.spawn,
    run.size,
    (reply) => {
      if (reply.type !== 'multiplayer-done') return false;
      finished = mergeMultiplayer(finished, reply.result);
      run.onUpdate?.(finished);
      return true;
    },
    run.signal,
  );
  return finished;
}

/** A Co-op run on one worker (the page stays responsive; the result is the command line's). */
export async function runCoopInWorker(
  job: CoopSimOptions,
  spawn: () => WorkerLike,
  signal?: AbortSignal,
): Promise<CoopSimResult> {
  let result: CoopSimResult | null = null;
  await dispatch(
    [{ type: 'coop', id: 0, job }],
    spawn,
    1,
    (reply) => {
      if (reply.type !== 'coop-done') return false;
      result = reply.result;
      return true;
    },
    signal,
  );
  return result!;
}
