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
});
