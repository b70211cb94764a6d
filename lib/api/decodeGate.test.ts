import { describe, expect, it } from 'vitest';
import { createGate } from './decodeGate';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('createGate', () => {
  it('runs at most `slots` tasks at once, queues `queue` more, and turns the rest away with 503 busy', async () => {
    const gate = createGate(2, 1, 3);
    const blockers = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const tasks = blockers.map((b, i) =>
      gate.run(async () => {
        started.push(i);
        await b.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect([gate.running, gate.waiting, started]).toEqual([2, 1, [0, 1]]);
    await expect(gate.run(async () => 'late')).rejects.toMatchObject({
      status: 503,
      code: 'busy',
      headers: { 'retry-after': '3' },
    });
    blockers[0].resolve();
    expect(await tasks[0]).toBe(0);
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    expect([gate.running, gate.waiting]).toEqual([2, 0]);
    blockers[1].resolve();
    blockers[2].resolve();
    expect(await Promise.all(tasks)).toEqual([0, 1, 2]);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('frees the slot when a task fails', async () => {
    const gate = createGate(1, 0);
    await expect(
      gate.run(async () => {
        throw new Error('broken');
      }),
    ).rejects.toThrow('broken');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});
