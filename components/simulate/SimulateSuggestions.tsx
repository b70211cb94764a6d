'use client';

import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { simulateMessages } from '@/lib/i18n/messages/simulate';
import { createT } from '@/lib/i18n/translate';
import type { CliRequest } from '@/lib/sim/cli';
import { optimizeDeck, type OptimizeResult } from '@/lib/sim/optimize';
import { poolRunner } from '@/lib/sim/pool';
import { spawnWorker, workerCount } from '@/lib/sim/spawnWorker';
import { useFocusInGroup } from '@/components/site/useFocusInGroup';
import { SimulateProgress } from './SimulateProgress';
import { SimulateSuggestionGroups } from './SimulateSuggestionGroups';
import { readCount } from './readCount';
import { takesSingular } from '@/lib/i18n/takesSingular';

/** "Suggest improvements": races the swaps on the workers and shows the clear gains by the card going out. */
export function SimulateSuggestions({ request, locale }: { request: Omit<CliRequest, 'json'>; locale: Locale }) {
  const t = createT(simulateMessages, locale);
  const [games, setGames] = useState('100');
  const actions = useRef<HTMLDivElement>(null);
  useFocusInGroup(actions);
  const [error, setError] = useState(false);
  const [state, setState] = useState<{ done: number; total: number; result?: OptimizeResult; failed?: string } | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const whole = new Intl.NumberFormat(locale);
  const running = !!state && !state.result && !state.failed;

  // The optimizer's total is every game it will play, fixed before the first one.
  const cancelled = (done: number, total: number) => (done === 0
    ? t('suggestCancelledNone')
    : t(takesSingular(done, locale) ? 'suggestCancelledOne' : 'suggestCancelled', { done: whole.format(done), total: whole.format(total) }));
  const start = () => {
    const n = readCount(games, 20, 2000);
    if (n === null) return setError(true);
    setError(false);
    const abort = new AbortController();
    controller.current = abort;
    setState({ done: 0, total: 1 });
    const o = request.options;
    optimizeDeck({
      deck: o.deck.cards as string[], opponent: o.opponent, bot: o.bot, games: n, seed: o.seed, signal: abort.signal,
      run: poolRunner(spawnWorker, workerCount()), onProgress: (done, total) => setState({ done, total }),
    }).then(
      (result) => controller.current === abort && setState((s) => ({ done: s?.done ?? 0, total: s?.total ?? 0, result })),
      (e: Error) => controller.current === abort && setState((s) => ({ done: s?.done ?? 0, total: s?.total ?? 0, failed: e.name === 'AbortError' ? cancelled(s?.done ?? 0, s?.total ?? 0) : t('errorRun', { detail: e.message }) })),
    );
  };

  const result = state?.result;
  return (
    <section aria-labelledby="sim-suggest" className="space-y-3">
      <h2 id="sim-suggest" className="font-display text-2xl font-bold">{t('suggestTitle')}</h2>
      <p className="max-w-3xl text-black/80">{t('suggestIntro')}</p>
      <div ref={actions} className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1">
          {t('suggestGames')}
          <input className="rounded-lg border border-black/20 bg-white px-3 py-2" inputMode="numeric" value={games} disabled={running}
            aria-invalid={error || undefined} aria-describedby={error ? 'sim-suggest-error' : undefined} onChange={(e) => setGames(e.target.value)} />
        </label>
        <button type="button" onClick={start} disabled={running} className="rounded-lg bg-gold px-5 py-3 font-semibold text-ink hover:bg-gold/90 disabled:opacity-50">{t('suggestRun')}</button>
        {running && <button type="button" onClick={() => controller.current?.abort()} className="rounded-lg border border-black/30 bg-white px-5 py-3 font-semibold">{t('cancel')}</button>}
      </div>
      {error && <p id="sim-suggest-error" role="alert" className="text-sm font-semibold text-ember">{t('suggestGamesError')}</p>}
      {state && !result && <SimulateProgress label={t('suggestProgress')} done={state.done} total={state.total} text={state.failed ?? t('suggestProgressText', { done: whole.format(state.done), total: whole.format(state.total) })} />}
      {result && <SimulateSuggestionGroups result={result} locale={locale} />}
    </section>
  );
}
