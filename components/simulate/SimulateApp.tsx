'use client';

import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { simulateMessages } from '@/lib/i18n/messages/simulate';
import { createT } from '@/lib/i18n/translate';
import { simulateCommand, type CliRequest } from '@/lib/sim/cli';
import { takesSingular } from '@/lib/i18n/takesSingular';
import { defaultFormValues, readSimulateForm, type FormErrors, type SimulateFormValues } from '@/lib/sim/form';
import { runInPool } from '@/lib/sim/pool';
import type { SimTotals } from '@/lib/sim/stats';
import { SimulateForm } from './SimulateForm';
import { SimulateProgress } from './SimulateProgress';
import { SimulateResults } from './SimulateResults';
import { SimulateSuggestions } from './SimulateSuggestions';
import { localizeSimErrors } from './localizeSimErrors';
import { spawnWorker, workerCount } from '@/lib/sim/spawnWorker';
import { secondsFor, secondsLeft, type Rate } from '@/lib/sim/estimate';
import { SimulateEstimate } from './SimulateEstimate';
import { useDurationText } from './useDurationText';
import { useSimulateRates } from './useSimulateRates';

interface RunState {
  request: Omit<CliRequest, 'json'>;
  status: 'running' | 'complete' | 'cancelled' | 'failed';
  played: number;
  totals: SimTotals | null;
  message?: string;
  seconds?: number;
  workers: number;
  /** The warm-up's rate when the run started (for the time left), and when it started. */
  rate: Rate | null;
  elapsed: number;
}

/** The /simulate page's state: the form, the run on the workers, and its results as they come. */
export function SimulateApp({ locale, initialDeck }: { locale: Locale; initialDeck?: string }) {
  const t = createT(simulateMessages, locale);
  const [values, setValues] = useState<SimulateFormValues>(() => defaultFormValues(initialDeck));
  const [errors, setErrors] = useState<FormErrors>({});
  const [run, setRun] = useState<RunState | null>(null);
  const controller = useRef<AbortController | null>(null);
  const pending = useRef<{ totals: SimTotals; played: number } | null>(null);
  const frame = useRef(0);

  useEffect(() => () => controller.current?.abort(), []);
  const duration = useDurationText(locale);
  const read = readSimulateForm(values);
  const [rate] = useSimulateRates(read.ok ? [read.request.options] : null) ?? [null];
  const workerTotal = workerCount();

  const start = () => {
    const form = readSimulateForm(values);
    if (!form.ok) {
      setErrors(localizeSimErrors(form.errors, values, locale));
      return;
    }
    setErrors({});
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const workers = workerCount();
    const began = performance.now();
    setRun({ request: form.request, status: 'running', played: 0, totals: null, workers, rate, elapsed: 0 });
    runInPool({
      job: form.request.options,
      spawn: spawnWorker,
      size: workers,
      signal: abort.signal,
      // Progress arrives far more often than the screen refreshes: keep the latest, draw once per frame.
      onUpdate: (totals, played) => {
        pending.current = { totals, played };
        if (frame.current) return;
        frame.current = requestAnimationFrame(() => {
          frame.current = 0;
          const p = pending.current;
          const elapsed = (performance.now() - began) / 1000;
          if (p)
            setRun((r) =>
              r && r.status === 'running'
                ? { ...r, played: p.played, totals: p.totals.games ? p.totals : r.totals, elapsed }
                : r,
            );
        });
      },
    }).then(
      (totals) => {
        if (controller.current !== abort) return;
        cancelAnimationFrame(frame.current);
        frame.current = 0;
        setRun(
          (r) =>
            r && {
              ...r,
              status: 'complete',
              played: totals.games,
              totals,
              seconds: (performance.now() - began) / 1000,
            },
        );
      },
      (error: Error) => {
        if (controller.current !== abort) return;
        setRun(
          (r) => r && { ...r, status: error.name === 'AbortError' ? 'cancelled' : 'failed', message: error.message },
        );
      },
    );
  };

  const total = run?.request.options.games ?? 0;
  const whole = new Intl.NumberFormat(locale);
  // Results and suggestions belong to the settings they were run with: once the form changes they would mislead.
  const change = (v: SimulateFormValues) => {
    setValues(v);
    if (run && run.status !== 'running') setRun(null);
  };
  const speed =
    run?.status === 'complete' && run.seconds
      ? t('speed', {
          rate: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(total / run.seconds),
          workers: run.workers,
        })
      : null;
  return (
    <div className="space-y-8">
      <SimulateForm
        values={values}
        onChange={change}
        errors={errors}
        locale={locale}
        running={run?.status === 'running'}
        onSubmit={start}
        onCancel={() => controller.current?.abort()}
        estimate={
          read.ok && run?.status !== 'running' ? (
            <SimulateEstimate
              testId="sim-estimate"
              locale={locale}
              workers={workerTotal}
              seconds={rate && secondsFor(read.request.options.games, rate, workerTotal)}
            />
          ) : null
        }
      />
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="font-semibold text-ember">
          {t('fixErrors')}
        </p>
      )}
      {run && (
        <div className="space-y-6" data-testid="sim-run" data-status={run.status}>
          <SimulateProgress
            label={t('progress')}
            done={run.played}
            total={total}
            text={
              run.status === 'cancelled'
                ? t(takesSingular(run.totals?.games ?? 0, locale) ? 'cancelledOne' : 'cancelled', {
                    done: whole.format(run.totals?.games ?? 0),
                  })
                : t('progressText', { done: whole.format(run.played), total: whole.format(total) })
            }
          />
          {run.status === 'running' && run.rate && (
            <p className="text-sm text-black/70" data-testid="sim-time-left">
              {t('timeLeft', {
                time: duration(secondsLeft([{ done: run.played, total, rate: run.rate }], run.workers, run.elapsed)),
              })}
            </p>
          )}
          {run.status === 'failed' && (
            <p role="alert" className="font-semibold text-ember">
              {t('errorRun', { detail: run.message ?? '' })}
            </p>
          )}
          {run.totals && (
            <SimulateResults
              totals={run.totals}
              cards={run.request.options.deck.cards as string[]}
              locale={locale}
              complete={run.status === 'complete'}
              speed={speed}
            />
          )}
          <section aria-labelledby="sim-command" className="space-y-1">
            <h2 id="sim-command" className="font-display text-xl font-bold">
              {t('command')}
            </h2>
            <pre className="overflow-x-auto rounded-lg bg-ink p-3 text-sm text-parchment" data-testid="sim-command">
              <code>{simulateCommand(run.request)}</code>
            </pre>
          </section>
          {run.status === 'complete' && <SimulateSuggestions request={run.request} locale={locale} />}
        </div>
      )}
    </div>
  );
}
