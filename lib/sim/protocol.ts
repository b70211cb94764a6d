import type { CoopSimOptions, CoopSimResult } from './coop';
import type { Rate } from './estimate';
import type { MultiplayerSimOptions, MultiplayerSimResult } from './multiplayer';
import type { SimulateOptions } from './simulate';
import type { SimTotals } from './stats';

/** What a worker needs to play a share of a run: plain data, no callbacks. */
export type SimJob = Omit<SimulateOptions, 'onProgress' | 'signal'>;

export type WorkerRequest =
  | { type: 'simulate'; id: number; job: SimJob }
  /** Per-game wins, for the optimizer's paired comparisons. */
  | { type: 'outcomes'; id: number; job: SimJob }
  /** A share of a Free-For-All or Team Play run. */
  | { type: 'multiplayer'; id: number; job: MultiplayerSimOptions }
  /** A whole Co-op run. */
  | { type: 'coop'; id: number; job: CoopSimOptions }
  /** A short timed warm-up: how fast this device plays the job's games (for the page's estimate). */
  | { type: 'warmup'; id: number; job: SimJob; ms: number };

export type WorkerReply =
  | { type: 'progress'; id: number; done: number }
  | { type: 'done'; id: number; totals: SimTotals }
  | { type: 'outcomes'; id: number; wins: Uint8Array }
  | { type: 'multiplayer-done'; id: number; result: MultiplayerSimResult }
  | { type: 'coop-done'; id: number; result: CoopSimResult }
  | { type: 'warmup-done'; id: number; rate: Rate }
  | { type: 'error'; id: number; message: string };
