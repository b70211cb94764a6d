import type { WorkerLike } from './pool';

/** A module Web Worker running worker.ts (browser only; Node tests use the handler directly). */
export function spawnWorker(): WorkerLike {
  return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike;
}

/** Workers for this device: one per core. */
export function workerCount(): number {
  return Math.max(1, Math.min(16, globalThis.navigator?.hardwareConcurrency || 2));
}
