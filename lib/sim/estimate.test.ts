import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '../cards';
import { combineRates, rateOf, roundDuration, secondsFor, secondsLeft, warmUp } from './estimate';
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
  it('plays new games for half the time (at least 8), then replays them in whole rounds, timed after the first round', () => {
    // A clock that moves 10 ms per reading, one reading per game in the first half and one per
    // round of replays: 8 games in 80 ms, then 5 rounds of 8 replays, 10 ms each.
    let t = 0;
    const rate = warmUp(job, 100, () => (t += 10));
    expect(rate.games).toBe(32);
    expect(rate.seconds).toBeCloseTo(0.04);
    // The 8 games and their first replays took 90 ms, 20 ms of it at the later rounds' rate.
    expect(rate.startup).toBeCloseTo(0.07);
    // No time at all: the 8 games, and one round of replays timed.
    let u = 0;
    expect(warmUp({ ...job, bot: 'greedy' }, 0, () => (u += 1)).games).toBe(8);
  });

  it('runs on workers too, as many at once as a run uses (the page measures there)', async () => {
    const rate = await measureRate(inProcessWorker, job, 20);
    expect(rate.games).toBeGreaterThan(0);
    expect(rate.seconds).toBeGreaterThan(0);
    expect(rate.startup).toBeGreaterThanOrEqual(0);
    let spawned = 0;
    const both = await measureRate(
      () => {
        spawned++;
        return inProcessWorker();
      },
      job,
      20,
      undefined,
      2,
    );
    expect(spawned).toBe(2);
    // Two warm-ups' timed games: each plays at least the 8 games and one round of their replays.
    expect(both.games).toBeGreaterThanOrEqual(16);
  });

  it('combines warm-ups run side by side: all their timed games over all their seconds, their mean startup', () => {
    expect(
      combineRates([
        { games: 40, seconds: 1, startup: 0.2 },
        { games: 20, seconds: 1, startup: 0.6 },
      ]),
    ).toEqual({ games: 60, seconds: 2, startup: 0.4 });
  });
});

describe('rateOf', () => {
  it('times the replays and counts what the first games took beyond them as the startup', () => {
    // 8 planner games in 1 s on a fresh thread, then 16 replays in 0.4 s: 40 games/s warm,
    // and the first 8 cost 0.8 s more than warm games would have.
    const rate = rateOf(8, 1, 16, 0.4);
    expect(rate).toEqual({ games: 16, seconds: 0.4, startup: 0.8 });
    // A thread no slower at first has no startup.
    expect(rateOf(10, 0.1, 30, 0.35).startup).toBe(0);
  });
});

describe('secondsFor and secondsLeft', () => {
  const fast = { games: 100, seconds: 1, startup: 0 };
  const slow = { games: 10, seconds: 1, startup: 0 };
  it('scale the warm-up rate by the games and the workers, and add the startup once', () => {
    expect(secondsFor(1000, fast, 2)).toBe(5);
    expect(secondsFor(1000, slow, 1)).toBe(100);
    // Every worker pays its startup at the same time: once, however many workers.
    expect(secondsFor(1000, { ...slow, startup: 2 }, 4)).toBe(27);
    expect(secondsFor(0, { ...slow, startup: 2 }, 4)).toBe(0);
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
    // A part's startup is left until its first games are done.
    const started = [{ done: 0, total: 100, rate: { ...slow, startup: 3 } }];
    expect(secondsLeft(started, 1, 0)).toBe(13);
    expect(secondsLeft([{ ...started[0], done: 5 }], 1, 3.5)).toBe(9.5);
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
