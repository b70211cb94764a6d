// Worker threads that run the same simulation request handler as the browser's Web Workers,
// for benchmarks that play many games in Node (the optimizer in bench/web and bench/optimizer).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { WorkerLike } from '../lib/sim/pool';

const HANDLER = join(process.cwd(), 'lib', 'sim', 'handleRequest.ts');
const THREAD_MAIN = `import { parentPort } from 'node:worker_threads';
import { handleRequest } from ${JSON.stringify(HANDLER)};
parentPort.on('message', (req) => handleRequest(req, (reply) => parentPort.postMessage(reply)));`;

export interface ThreadSource {
  file?: string;
  code?: string;
  how: string;
}

/**
 * How worker threads load the request handler: an esbuild bundle (as the browser runs it)
 * when esbuild is there, else tsx compiling on the fly (slower: getter-based exports).
 */
async function threadSource(dir: string): Promise<ThreadSource> {
  try {
    const esbuild = await import('esbuild');
    const file = join(dir, 'thread.mjs');
    await esbuild.build({
      stdin: { contents: THREAD_MAIN, resolveDir: process.cwd(), loader: 'ts' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: file,
      logLevel: 'error',
    });
    return { file, how: 'esbuild bundle' };
  } catch {
    const code = `require('tsx/cjs/api').register();
      const { parentPort } = require('node:worker_threads');
      const { handleRequest } = require(${JSON.stringify(HANDLER)});
      parentPort.on('message', (req) => handleRequest(req, (reply) => parentPort.postMessage(reply)));`;
    return { code, how: 'tsx' };
  }
}

/** A worker thread running the simulation request handler. */
export function threadWorker(source: ThreadSource): WorkerLike {
  const thread = source.file ? new Worker(source.file) : new Worker(source.code!, { eval: true });
  const w: WorkerLike = {
    onmessage: null,
    postMessage: (m) => thread.postMessage(m),
    terminate: () => void thread.terminate(),
  };
  thread.on('message', (data) => w.onmessage?.({ data }));
  return w;
}

/** Runs `work` with a thread source whose bundle lives in a temporary folder removed afterwards. */
export async function withThreads<T>(work: (source: ThreadSource) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'erret-bench-'));
  try {
    return await work(await threadSource(dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
