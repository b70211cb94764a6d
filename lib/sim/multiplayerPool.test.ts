import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '../cards';
import { inProcessWorker } from './inProcessWorker';
import { simulateMultiplayer, type MultiplayerSimOptions } from './multiplayer';
import { simulateCoop } from './coop';
import { mergeMultiplayer, runCoopInWorker, runMultiplayerInPool } from './multiplayerPool';

const [d1, d2, d3, d4] = PRECONSTRUCTED.map((d) => ({ cards: [...d.cards] }));

describe('four-seat runs on workers (as /simulate plays them)', () => {
  for (const mode of ['ffa', 'teams'] as const) {
    it(`${mode}: shares on three workers merge into exactly the one-process result`, async () => {
      const job: MultiplayerSimOptions = {
        mode,
        decks: { A: d1, B: d2, C: d3, D: d4 },
        bot: 'greedy',
        games: 23,
        seed: 9,
      };
      const updates: number[] = [];
      const r = await runMultiplayerInPool({
        job,
        spawn: inProcessWorker,
        size: 3,
        share: 5,
        onUpdate: (f) => updates.push(f.games),
      });
      const whole = simulateMultiplayer(job);
      expect({ ...r, avgTurns: 0 }).toEqual({ ...whole, avgTurns: 0 });
      expect(r.avgTurns).toBeCloseTo(whole.avgTurns, 10);
      expect(updates.at(-1)).toBe(23);
      expect(updates.length).toBe(5);
    });
  }

  it('games [from, from + n) are the same games as in the whole run', () => {
    const job: MultiplayerSimOptions = {
      mode: 'ffa',
      decks: { A: d1, B: d2, C: d3, D: d4 },
      bot: 'greedy',
      games: 10,
      seed: 4,
    };
    const merged = mergeMultiplayer(
      simulateMultiplayer({ ...job, games: 4 }),
      simulateMultiplayer({ ...job, from: 4, games: 6 }),
    );
    expect(merged.wins).toEqual(simulateMultiplayer(job).wins);
  });

  it('Co-op on a worker gives the command line’s wins and losses', async () => {
    const job = { mode: 'coop' as const, decks: { A: d1, C: d3 }, bot: 'greedy' as const, games: 6, seed: 2 };
    expect(await runCoopInWorker(job, inProcessWorker)).toEqual(simulateCoop(job));
  });
});
