import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '../cards';
import { optimizeDeck } from './optimize';
import { inProcessWorker } from './inProcessWorker';
import { poolRunner, runInPool } from './pool';
import type { SimJob } from './protocol';
import { runGames } from './simulate';

const job: SimJob = {
  deck: { cards: PRECONSTRUCTED[2].cards },
  opponent: 'solo-quick',
  bot: 'random',
  games: 230,
  seed: 5,
};

describe('runInPool', () => {
  it('gives exactly the one-process totals, whatever the number of workers and share size', async () => {
    const whole = runGames(job);
    for (const [size, share] of [
      [1, 230],
      [3, 17],
      [4, 50],
    ]) {
      const updates: number[] = [];
      const totals = await runInPool({
        job,
        spawn: inProcessWorker,
        size,
        share,
        onUpdate: (_, played) => updates.push(played),
      });
      expect(totals).toEqual(whole);
      expect(updates.at(-1)).toBe(230);
    }
  });

  it('stops and rejects when cancelled, and reports worker errors', async () => {
    const controller = new AbortController();
    const run = runInPool({
      job: { ...job, games: 2000 },
      spawn: inProcessWorker,
      size: 2,
      share: 100,
      signal: controller.signal,
      onUpdate: (_, played) => played > 150 && controller.abort(),
    });
    await expect(run).rejects.toThrow(/cancelled/);
    await expect(
      runInPool({ job: { ...job, deck: { cards: ['baron'] } }, spawn: inProcessWorker, size: 2 }),
    ).rejects.toThrow(/8 cards/);
  });
});

describe('poolRunner', () => {
  it('gives the optimizer the same answer on workers as on this thread', async () => {
    const options = {
      deck: PRECONSTRUCTED[1].cards,
      opponent: 'solo-quick' as const,
      bot: 'random' as const,
      games: 30,
      seed: 2,
      pool: ['titan', 'martyr', 'ogre'],
      z: 0.5,
    };
    const here = await optimizeDeck(options);
    const there = await optimizeDeck({ ...options, run: poolRunner(inProcessWorker, 3) });
    expect(there).toEqual(here);
    expect(here.tested).toBeGreaterThan(8);
  });

  it('keeps the same workers for the whole run, cuts long jobs into pieces, and ends the workers with the run', async () => {
    let spawned = 0;
    let ended = 0;
    const asked: number[] = [];
    const counted = () => {
      spawned++;
      const w = inProcessWorker();
      const post = w.postMessage.bind(w);
      w.postMessage = (req) => {
        if (req.type === 'outcomes') asked.push(req.job.games);
        post(req);
      };
      w.terminate = () => void ended++;
      return w;
    };
    const options = {
      deck: PRECONSTRUCTED[0].cards,
      opponent: 'solo-quick' as const,
      bot: 'greedy' as const,
      games: 16,
      seed: 4,
      pool: ['titan', 'martyr', 'ogre', 'yeti-chafouin'],
      confirm: 4,
    };
    const here = await optimizeDeck(options);
    const there = await optimizeDeck({ ...options, run: poolRunner(counted, 2) });
    expect(there).toEqual(here);
    expect(spawned).toBe(2);
    expect(ended).toBe(2);
    // The judgement's 5 jobs of 16 games on 2 workers: pieces of 5 games at most (a sixteenth of 80), 4 each.
    expect(asked.slice(-20)).toEqual(new Array(20).fill(4));

    // Cancelled in the middle: the workers are ended at once.
    const controller = new AbortController();
    const run = optimizeDeck({
      ...options,
      run: poolRunner(counted, 2),
      signal: controller.signal,
      onProgress: (done) => done >= 100 && controller.abort(),
    });
    await expect(run).rejects.toThrow(/cancelled/);
    expect(spawned).toBe(4);
    expect(ended).toBe(4);
  });
});
