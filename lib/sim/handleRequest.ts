import type { WorkerReply, WorkerRequest } from './protocol';
import { simulateCoop } from './coop';
import { warmUp } from './estimate';
import { simulateMultiplayer } from './multiplayer';
import { gameOutcomes, runGames } from './simulate';

/** A worker's whole job: play the games asked for, report progress, then the totals or per-game wins. */
export function handleRequest(req: WorkerRequest, post: (reply: WorkerReply) => void): void {
  try {
    if (req?.type === 'simulate') {
      const totals = runGames({ ...req.job, onProgress: (done) => post({ type: 'progress', id: req.id, done }) });
      post({ type: 'done', id: req.id, totals });
    } else if (req?.type === 'outcomes') {
      post({ type: 'outcomes', id: req.id, wins: gameOutcomes(req.job) });
    } else if (req?.type === 'multiplayer') {
      post({ type: 'multiplayer-done', id: req.id, result: simulateMultiplayer(req.job) });
    } else if (req?.type === 'coop') {
      post({ type: 'coop-done', id: req.id, result: simulateCoop(req.job) });
    } else if (req?.type === 'warmup') {
      post({ type: 'warmup-done', id: req.id, rate: warmUp(req.job, req.ms) });
    } else throw new Error(`unknown request ${JSON.stringify((req as { type?: unknown })?.type)}`);
  } catch (error) {
    post({ type: 'error', id: req?.id ?? -1, message: (error as Error).message });
  }
}
