'use client';

import { useEffect, useState } from 'react';
import type { Rate } from '@/lib/sim/estimate';
import { measureRate } from '@/lib/sim/pool';
import type { SimJob } from '@/lib/sim/protocol';
import { spawnWorker, workerCount } from '@/lib/sim/spawnWorker';

/** Length of a warm-up (new games, then replays of them, see `warmUp`): a few games of the slowest bot, on every worker at once, while the form waits. */
const WARMUP_MS = 2000;
/** Settings still being typed are not measured. */
const SETTLE_MS = 250;

/**
 * How fast this device plays each job's games, measured on a short warm-up on as many workers as a
 * run uses, once the settings stop changing (and kept per bot, deck, opponent and seed). Null while measuring.
 */
export function useSimulateRates(jobs: SimJob[] | null): Array<Rate | null> | null {
  const [measured, setMeasured] = useState<Record<string, Rate>>({});
  const keys =
    jobs?.map((j) => JSON.stringify({ deck: j.deck, opponent: j.opponent, bot: j.bot, seed: j.seed })) ?? null;
  const joined = keys?.join('|') ?? '';
  useEffect(() => {
    if (!jobs || !keys) return;
    const missing = jobs.map((job, k) => ({ job, key: keys[k] })).filter(({ key }) => !measured[key]);
    if (missing.length === 0) return;
    const abort = new AbortController();
    const timer = setTimeout(async () => {
      for (const { job, key } of missing) {
        try {
          const rate = await measureRate(spawnWorker, job, WARMUP_MS, abort.signal, workerCount());
          setMeasured((m) => ({ ...m, [key]: rate }));
        } catch {
          return;
        }
      }
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
    // `joined` names the jobs' settings; the arrays themselves are new at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [joined, measured]);
  return keys && keys.map((key) => measured[key] ?? null);
}
