// Print sheets (deck and Champion PDFs) are rendered by a pool of worker threads, not on the
// server's event loop: a burst of distinct PDFs then costs other requests a core, not their
// turn. At most `size` renders run at once and `queue` more wait; beyond that the caller is told
// the server is busy (an error with `busy` set), as the picture decoder's gate does.
import { Worker } from 'node:worker_threads';
import type { FaceCard } from '../../lib/print/face/types';
import type { SheetRenderOptions } from '../../lib/print/pdf/sheet';
import type { SheetResult, SheetTask, SheetWorkerData } from './sheetWorker';

interface Job {
  task: Omit<SheetTask, 'id'>;
  resolve: (bytes: Uint8Array) => void;
  reject: (error: Error) => void;
}

export interface RenderPool {
  renderSheet(cards: FaceCard[], options: SheetRenderOptions): Promise<Uint8Array>;
  close(): Promise<void>;
  readonly running: number;
  readonly waiting: number;
}

/**
 * `file` is the worker's module (serve/sheetWorker.ts); each worker thread runs at nice value
 * `nice` (on Linux; 0 leaves it as the server's), so the event loop gets the CPU first.
 */
export function createRenderPool({
  file,
  size,
  queue,
  nice = 0,
}: {
  file: string;
  size: number;
  queue: number;
  nice?: number;
}): RenderPool {
  const idle: Worker[] = [];
  const busy = new Map<Worker, { id: number; job: Job }>();
  const waiting: Job[] = [];
  let workers = 0;
  let nextId = 1;

  function spawnWorker(): Worker {
    // The worker's module is TypeScript: it is loaded through tsx, whatever this process was started with.
    const worker = new Worker(`require('tsx/cjs'); require(${JSON.stringify(file)});`, {
      eval: true,
      workerData: { nice } satisfies SheetWorkerData,
    });
    workers += 1;
    worker.on('message', (result: SheetResult) => {
      const current = busy.get(worker);
      if (!current || current.id !== result.id) return;
      busy.delete(worker);
      if ('bytes' in result) current.job.resolve(new Uint8Array(result.bytes));
      else current.job.reject(new Error(result.error));
      idle.push(worker);
      drain();
    });
    // A worker that dies takes its render with it; the next job gets a new worker.
    worker.on('error', (error) => busy.get(worker)?.job.reject(error));
    worker.on('exit', () => {
      workers -= 1;
      const current = busy.get(worker);
      busy.delete(worker);
      current?.job.reject(new Error('the render worker stopped'));
      const at = idle.indexOf(worker);
      if (at !== -1) idle.splice(at, 1);
      drain();
    });
    return worker;
  }

  function drain() {
    while (waiting.length > 0) {
      const worker = idle.pop() ?? (workers < size ? spawnWorker() : null);
      if (!worker) return;
      const job = waiting.shift()!;
      const id = nextId++;
      busy.set(worker, { id, job });
      worker.postMessage({ id, ...job.task } satisfies SheetTask);
    }
  }

  return {
    renderSheet(cards, options) {
      if (waiting.length >= queue)
        return Promise.reject(
          Object.assign(new Error('every render worker is taken and the queue is full'), { busy: true }),
        );
      return new Promise<Uint8Array>((resolve, reject) => {
        waiting.push({ task: { cards, options }, resolve, reject });
        drain();
      });
    },
    async close() {
      await Promise.all([...idle, ...busy.keys()].map((worker) => worker.terminate()));
    },
    get running() {
      return busy.size;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
