import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '../cards';
import { roundDuration, secondsFor, secondsLeft, warmUp } from './estimate';
import { inProcessWorker } from './inProcessWorker';
import { measureRate } from './pool';
import type { SimJob } from './protocol';

const job: SimJob = {
  deck: { cards: [...PRECONSTRUCTED[0].cards] },
  opponent: 'solo-quick',
  bot: 'random',
  games: 1000,
  seed: 1,
};

describe('warmUp', () => {
  it('plays half the time untimed, then times games until the time is up, at least one each', () => {
    // A clock that moves 10 ms per reading: 50 ms untimed, then 5 games in the timed 50 ms.
    let t = 0;
    const rate = warmUp(job, 100, () => (t += 10));
    expect(rate.games).toBe(5);
    expect(rate.seconds).toBeCloseTo(0.05);
    let u = 0;
    expect(warmUp({ ...job, bot: 'greedy' }, 0, () => (u += 1)).games).toBe(1);
  });

  it('runs on a worker too (the page measures there)', async () => {
    const rate = await measureRate(inProcessWorker, job, 20);
    expect(rate.games).toBeGreaterThan(0);
    expect(rate.seconds).toBeGreaterThan(0);
  });
});

describe('secondsFor and secondsLeft', () => {
  const fast = { games: 100, seconds: 1 };
  const slow = { games: 10, seconds: 1 };
  it('scale the warm-up rate by the games and the workers', () => {
    expect(secondsFor(1000, fast, 2)).toBe(5);
    expect(secondsFor(1000, slow, 1)).toBe(100);
  });

  it('use the warm-up rate at first, then how the run has actually gone', () => {
    const parts = (screened: number, confirmed: number) => [
      { done: screened, total: 1000, rate: fast },
      { done: confirmed, total: 100, rate: slow },
    ];
    expect(secondsLeft(parts(0, 0), 1, 0)).toBe(20);
    expect(secondsLeft(parts(50, 0), 1, 3)).toBe(19.5);
    // Half the work done in 20 s instead of 10: the other half takes 20 s too.
    expect(secondsLeft(parts(1000, 0), 1, 20)).toBe(20);
    expect(secondsLeft(parts(1000, 100), 1, 40)).toBe(0);
  });
});

describe('roundDuration', () => {
  it('says seconds under a minute and a half, whole minutes above', () => {
    expect(roundDuration(0.2)).toEqual({ unit: 'seconds', n: 1 });
    expect(roundDuration(42.4)).toEqual({ unit: 'seconds', n: 42 });
    expect(roundDuration(89.4)).toEqual({ unit: 'seconds', n: 89 });
    expect(roundDuration(95)).toEqual({ unit: 'minutes', n: 2 });
    expect(roundDuration(12.6 * 60)).toEqual({ unit: 'minutes', n: 13 });
  });
});
