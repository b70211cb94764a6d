'use client';

import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { simulateMultiplayerMessages } from '@/lib/i18n/messages/simulateMultiplayer';
import { simulateMessages } from '@/lib/i18n/messages/simulate';
import { createT } from '@/lib/i18n/translate';
import type { MultiplayerSimResult } from '@/lib/sim/multiplayer';
import {
  defaultMultiplayerValues,
  readMultiplayerForm,
  type MultiplayerFormErrors,
  type MultiplayerFormValues,
} from '@/lib/sim/multiplayerForm';
import { runCoopInWorker, runMultiplayerInPool } from '@/lib/sim/multiplayerPool';
import type { CoopSimResult } from '@/lib/sim/coop';
import { BOT_NAMES } from '@/lib/sim/simulate';
import { wilson } from '@/lib/sim/stats';
import { COOP_STRENGTH } from '@/lib/sim/strength';
import { spawnWorker, workerCount } from '@/lib/sim/spawnWorker';
import { SimulateAiPlayChoice } from './SimulateAiPlayChoice';
import { SimulateCustomPlay } from './SimulateCustomPlay';
import { SimulateMultiplayerResults } from './SimulateMultiplayerResults';
import { SimulateProgress } from './SimulateProgress';

const field = 'rounded-lg border border-black/20 bg-white px-3 py-2';
const BOT_LABEL = { random: 'botRandom', greedy: 'botGreedy', search: 'botSearch', planner: 'botPlanner' } as const;

interface Run {
  total: number;
  result: MultiplayerSimResult | CoopSimResult | null;
  status: 'running' | 'complete' | 'cancelled' | 'failed';
  message?: string;
  rate: number | null;
}

/** /simulate's four-seat runs: Free-For-All or Team Play between four decks, on the same workers as the Solo runs. */
export function SimulateMultiplayer({ locale }: { locale: Locale }) {
  const t = createT(simulateMultiplayerMessages, locale);
  const pct = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const [coopLo, coopHi] = wilson(COOP_STRENGTH.wins, COOP_STRENGTH.games);
  const coopStrength = t('coopStrength', {
    rate: pct.format(COOP_STRENGTH.wins / COOP_STRENGTH.games),
    games: new Intl.NumberFormat(locale).format(COOP_STRENGTH.games),
    lo: pct.format(coopLo),
    hi: pct.format(coopHi),
  });
  const s = createT(simulateMessages, locale);
  const [values, setValues] = useState<MultiplayerFormValues>(defaultMultiplayerValues);
  const [errors, setErrors] = useState<MultiplayerFormErrors>({});
  const [run, setRun] = useState<Run | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const running = run?.status === 'running';
  const set = (patch: Partial<MultiplayerFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const start = () => {
    const form = readMultiplayerForm(values);
    if (!form.ok) {
      setErrors(form.errors);
      return;
    }
    setErrors({});
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const began = performance.now();
    setRun({ total: form.options.games, result: null, status: 'running', rate: null });
    const job = form.options;
    const running: Promise<MultiplayerSimResult | CoopSimResult> =
      job.mode === 'coop'
        ? runCoopInWorker(job, spawnWorker, abort.signal)
        : runMultiplayerInPool({
            job,
            spawn: spawnWorker,
            size: workerCount(),
            signal: abort.signal,
            onUpdate: (result) => setRun((r) => r && { ...r, result }),
          });
    running.then(
      (result) => {
        if (controller.current === abort)
          setRun(
            (r) => r && { ...r, result, status: 'complete', rate: result.games / ((performance.now() - began) / 1000) },
          );
      },
      (error: Error) => {
        if (controller.current === abort)
          setRun(
            (r) => r && { ...r, status: error.name === 'AbortError' ? 'cancelled' : 'failed', message: error.message },
          );
      },
    );
  };
  const problem = (key: keyof MultiplayerFormErrors, text: string) =>
    errors[key] ? (
      <p id={`sim-mp-${key}-error`} className="text-sm font-semibold text-ember">
        {text}
      </p>
    ) : null;
  const invalid = (key: keyof MultiplayerFormErrors) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `sim-mp-${key}-error` } : {};

  return (
    <section
      aria-labelledby="sim-mp-title"
      className="space-y-4 rounded-xl border border-black/10 bg-white/60 p-4"
      data-testid="sim-multiplayer"
    >
      <h2 id="sim-mp-title" className="font-display text-2xl font-bold">
        {t('title')}
      </h2>
      <p className="text-black/80">{t('intro')}</p>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          start();
        }}
      >
        <fieldset className="flex flex-wrap gap-4" disabled={running}>
          <legend className="font-semibold">{t('modeLegend')}</legend>
          {(['ffa', 'teams', 'coop'] as const).map((mode) => (
            <label key={mode} className="flex items-center gap-2">
              <input
                type="radio"
                name="sim-mp-mode"
                value={mode}
                checked={values.mode === mode}
                onChange={() => set({ mode })}
              />
              {t(mode)}
            </label>
          ))}
        </fieldset>
        <fieldset className="grid gap-3 sm:grid-cols-2" disabled={running}>
          {values.decks.map((deck, i) => {
            const key = `deck${'ABCD'[i]}` as keyof MultiplayerFormErrors;
            // Co-op: the Solo AIs hold seats 2 and 4 and build their own decks.
            if (values.mode === 'coop' && i % 2 === 1) return null;
            return (
              <div key={i} className="flex flex-col gap-1">
                <label htmlFor={`sim-mp-${key}`}>{t('deckOf', { n: i + 1 })}</label>
                <input
                  id={`sim-mp-${key}`}
                  className={`${field} font-mono`}
                  value={deck}
                  spellCheck={false}
                  autoComplete="off"
                  {...invalid(key)}
                  onChange={(e) =>
                    set({
                      decks: values.decks.map((d, k) =>
                        k === i ? e.target.value : d,
                      ) as MultiplayerFormValues['decks'],
                    })
                  }
                />
                {problem(key, t('errorDeck', { n: i + 1, detail: errors[key] ?? '' }))}
              </div>
            );
          })}
        </fieldset>
        {values.mode === 'coop' ? (
          <fieldset className="space-y-2" disabled={running}>
            <legend className="font-semibold">{t('aiPlayLegend')}</legend>
            <SimulateAiPlayChoice
              name="sim-mp-ai-play"
              value={values.aiPlay}
              onChange={(aiPlay) => set({ aiPlay })}
              locale={locale}
            />
            <p className="text-sm text-black/70" data-testid="sim-coop-strength">
              {coopStrength}
            </p>
            {values.aiPlay === 'solo-custom' ? (
              <>
                <p className="text-sm text-black/70">{t('aiCustomNote')}</p>
                <SimulateCustomPlay
                  id="sim-mp"
                  values={values.custom}
                  onChange={(custom) => set({ custom })}
                  locale={locale}
                  error={errors.custom}
                  disabled={running}
                />
              </>
            ) : null}
          </fieldset>
        ) : null}
        <fieldset className="flex flex-wrap items-start gap-4" disabled={running}>
          <label className="flex flex-col gap-1">
            {t('botLabel')}
            <select
              className={field}
              value={values.bot}
              onChange={(e) => set({ bot: e.target.value as MultiplayerFormValues['bot'] })}
            >
              {BOT_NAMES.map((b) => (
                <option key={b} value={b}>
                  {s(BOT_LABEL[b])}
                </option>
              ))}
            </select>
          </label>
          {(['games', 'seed'] as const).map((key) => (
            <div key={key} className="flex flex-col gap-1">
              <label htmlFor={`sim-mp-${key}`}>{t(key)}</label>
              <input
                id={`sim-mp-${key}`}
                className={field}
                inputMode="numeric"
                value={values[key]}
                onChange={(e) => set({ [key]: e.target.value })}
                {...invalid(key)}
              />
              {problem(key, t(key === 'games' ? 'errorGames' : 'errorSeed'))}
            </div>
          ))}
        </fieldset>
        <div className="flex gap-3">
          <button
            type="submit"
            disabled={running}
            className="rounded-lg bg-gold px-5 py-3 font-semibold text-ink hover:bg-gold/90 disabled:opacity-50"
          >
            {t('run')}
          </button>
          {running ? (
            <button
              type="button"
              onClick={() => controller.current?.abort()}
              className="rounded-lg border border-black/30 bg-white px-5 py-3 font-semibold"
            >
              {t('cancel')}
            </button>
          ) : null}
        </div>
      </form>
      {run ? (
        <SimulateProgress
          label={t('title')}
          text={t('progress', { done: run.result?.games ?? 0, total: run.total })}
          done={run.result?.games ?? 0}
          total={run.total}
        />
      ) : null}
      {run?.status === 'failed' ? (
        <p role="alert" className="text-ember">
          {t('errorRun', { detail: run.message ?? '' })}
        </p>
      ) : null}
      {run?.result ? (
        <SimulateMultiplayerResults
          result={run.result}
          gamesPerSecond={run.status === 'complete' ? run.rate : null}
          locale={locale}
        />
      ) : null}
    </section>
  );
}
