import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

// The nice value of a thread of this process, as the kernel reports it (field 19 of its stat line).
const niceOf = (tid: number) => {
  const stat = readFileSync(`/proc/${process.pid}/task/${tid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
};
const threadIdOf = () => Number(readFileSync('/proc/thread-self/stat', 'utf8').split(' ')[0]);

describe.runIf(process.platform === 'linux')('lowerThreadPriority', () => {
  it('lowers the priority of the worker thread that calls it, not of the rest of the process', async () => {
    const before = niceOf(threadIdOf());
    const file = join(__dirname, 'lowerThreadPriority.ts');
    const worker = new Worker(
      `require('tsx/cjs');
       const { parentPort } = require('node:worker_threads');
       const tid = require(${JSON.stringify(file)}).lowerThreadPriority(${before + 5});
       parentPort.postMessage(tid);
       parentPort.once('message', () => process.exit(0));`,
      { eval: true },
    );
    const tid = await new Promise<number | null>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    expect(tid).not.toBeNull();
    expect(tid).not.toBe(threadIdOf());
    expect(niceOf(tid!)).toBe(before + 5);
    expect(niceOf(threadIdOf())).toBe(before);
    worker.postMessage('done');
    await new Promise((resolve) => worker.once('exit', resolve));
  }, 30_000);
});
