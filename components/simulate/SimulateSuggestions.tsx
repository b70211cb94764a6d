'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { CARDS } from '@/lib/cards';
import type { Locale } from '@/lib/i18n/locales';
import { simulateMessages } from '@/lib/i18n/messages/simulate';
import { createT } from '@/lib/i18n/translate';
import type { CliRequest } from '@/lib/sim/cli';
import { secondsFor, secondsLeft } from '@/lib/sim/estimate';
import {
  optimizeDeck,
  optimizePlan,
  singleSwaps,
  type OptimizeResult,
  type OptimizeStage,
  type Suggestion,
} from '@/lib/sim/optimize';
import { poolRunner } from '@/lib/sim/pool';
import { spawnWorker, workerCount } from '@/lib/sim/spawnWorker';
import { useFocusInGroup } from '@/components/site/useFocusInGroup';
import { SimulateProgress } from './SimulateProgress';
import { SimulateSuggestionGroups } from './SimulateSuggestionGroups';
import { readCount } from './readCount';
import { takesSingular } from '@/lib/i18n/takesSingular';
import { SimulateEstimate } from './SimulateEstimate';
import { SimulateSuggestionList } from './SimulateSuggestionList';
import { useDurationText } from './useDurationText';
import { useSimulateRates } from './useSimulateRates';

/** "Suggest improvements": races the swaps on the workers and shows the clear gains by the card going out. */
export function SimulateSuggestions({ request, locale }: { request: Omit<CliRequest, 'json'>; locale: Locale }) {
  const t = createT(simulateMessages, locale);
  const [games, setGames] = useState('100');
  const actions = useRef<HTMLDivElement>(null);
  useFocusInGroup(actions);
  const [error, setError] = useState(false);
  const [state, setState] = useState<{
    done: number;
    total: number;
    stage?: OptimizeStage;
    best?: Suggestion[];
    elapsed?: number;
    result?: OptimizeResult;
    failed?: string;
  } | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const whole = new Intl.NumberFormat(locale);
  const running = !!state && !state.result && !state.failed;
  const duration = useDurationText(locale);
  const o = request.options;
  const workers = workerCount();
  const tested = useMemo(
    () =>
      singleSwaps(
        o.deck.cards as string[],
        CARDS.map((c) => c.slug),
      ).length,
    [o.deck.cards],
  );
  const n = readCount(games, 20, 2000);
  const screenBot = optimizePlan({ bot: o.bot, games: 20 }, tested).screenBot;
  const rates = useSimulateRates([{ ...o, bot: screenBot }, o]);
  const [screenRate, botRate] = rates ?? [null, null];
  // Seconds for the screen and the most the chosen bot can play (or, running, what is left of them).
  const seconds = (games: number, stage?: OptimizeStage, elapsed = 0): number | null => {
    if (!screenRate || !botRate) return null;
    const plan = optimizePlan({ bot: o.bot, games }, tested);
    const s = stage ?? { screened: 0, screenTotal: plan.screenTotal, confirmed: 0, confirmTotal: plan.confirmMost };
    if (!stage) return secondsFor(s.screenTotal, screenRate, workers) + secondsFor(s.confirmTotal, botRate, workers);
    return secondsLeft(
      [
        { done: s.screened, total: s.screenTotal, rate: screenRate },
        { done: s.confirmed, total: s.confirmTotal, rate: botRate },
      ],
      workers,
      elapsed,
    );
  };

  // The optimizer's total is every game it will play, fixed before the first one.
  const cancelled = (done: number, total: number) =>
    done === 0
      ? t('suggestCancelledNone')
      : t(takesSingular(done, locale) ? 'suggestCancelledOne' : 'suggestCancelled', {
          done: whole.format(done),
          total: whole.format(total),
        });
  const start = () => {
    if (n === null) return setError(true);
    setError(false);
    const abort = new AbortController();
    controller.current = abort;
    const began = { at: 0 };
    setState({ done: 0, total: 1 });
    optimizeDeck({
      deck: o.deck.cards as string[],
      opponent: o.opponent,
      bot: o.bot,
      games: n,
      seed: o.seed,
      signal: abort.signal,
      run: poolRunner(spawnWorker, workers),
      onProgress: (done, total, stage) => {
        // The clock starts with the first report, sent before the first game.
        const now = performance.now();
        if (done === 0 && !began.at) began.at = now;
        setState((s) => ({ ...s, done, total, stage, elapsed: (now - began.at) / 1000 }));
      },
      onSuggestions: (best) => setState((s) => (s ? { ...s, best } : s)),
    }).then(
      (result) =>
        controller.current === abort && setState((s) => ({ done: s?.done ?? 0, total: s?.total ?? 0, result })),
      (e: Error) =>
        controller.current === abort &&
        setState((s) => ({
          ...s,
          done: s?.done ?? 0,
          total: s?.total ?? 0,
          failed:
            e.name === 'AbortError' ? cancelled(s?.done ?? 0, s?.total ?? 0) : t('errorRun', { detail: e.message }),
        })),
    );
  };

  const result = state?.result;
  return (
    <section aria-labelledby="sim-suggest" className="space-y-3">
      <h2 id="sim-suggest" className="font-display text-2xl font-bold">
        {t('suggestTitle')}
      </h2>
      <p className="max-w-3xl text-black/80">{t('suggestIntro')}</p>
      <div ref={actions} className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1">
          {t('suggestGames')}
          <input
            className="rounded-lg border border-black/20 bg-white px-3 py-2"
            inputMode="numeric"
            value={games}
            disabled={running}
            aria-invalid={error || undefined}
            aria-describedby={error ? 'sim-suggest-error' : undefined}
            onChange={(e) => setGames(e.target.value)}
          />
        </label>
        <button
          type="button"
          onClick={start}
          disabled={running}
          className="rounded-lg bg-gold px-5 py-3 font-semibold text-ink hover:bg-gold/90 disabled:opacity-50"
        >
          {t('suggestRun')}
        </button>
        {running && (
          <button
            type="button"
            onClick={() => controller.current?.abort()}
            className="rounded-lg border border-black/30 bg-white px-5 py-3 font-semibold"
          >
            {t('cancel')}
          </button>
        )}
      </div>
      {error && (
        <p id="sim-suggest-error" role="alert" className="text-sm font-semibold text-ember">
          {t('suggestGamesError')}
        </p>
      )}
      {!running && n !== null && (
        <SimulateEstimate testId="sim-suggest-estimate" locale={locale} workers={workers} seconds={seconds(n)} />
      )}
      {state && !result && (
        <SimulateProgress
          label={t('suggestProgress')}
          done={state.done}
          total={state.total}
          text={
            state.failed ??
            t('suggestProgressText', { done: whole.format(state.done), total: whole.format(state.total) })
          }
        />
      )}
      {running && state.stage && n !== null && seconds(n) !== null && (
        <p className="text-sm text-black/70" data-testid="sim-suggest-time-left">
          {t('timeLeft', { time: duration(seconds(n, state.stage, state.elapsed)!) })}
        </p>
      )}
      {!result && state?.best && state.best.length > 0 && (
        <div className="space-y-1" data-testid="sim-suggest-so-far">
          <p className="font-semibold">{t('suggestSoFar')}</p>
          <SimulateSuggestionList suggestions={state.best.slice(0, 5)} locale={locale} />
        </div>
      )}
      {result && <SimulateSuggestionGroups result={result} locale={locale} />}
    </section>
  );
}
