import { simulateMessages } from '@/lib/i18n/messages/simulate';
import type { Locale } from '@/lib/i18n/locales';
import { createT } from '@/lib/i18n/translate';
import { summarize, type SimTotals } from '@/lib/sim/stats';
import { SimulateCardTable } from './SimulateCardTable';
import { SimulateChart } from './SimulateChart';
import { takesSingular } from '@/lib/i18n/takesSingular';

/** Win rate with its interval, counts, game length chart and per-card table of finished games. */
export function SimulateResults({
  totals,
  cards,
  locale,
  complete,
  speed,
}: {
  totals: SimTotals;
  cards: string[];
  locale: Locale;
  complete: boolean;
  speed: string | null;
}) {
  const t = createT(simulateMessages, locale);
  const s = summarize(totals);
  const pct = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const num = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const figure = (label: string, value: string, testId: string) => (
    <div className="rounded-lg border border-black/10 bg-white p-3">
      <dt className="text-sm text-black/70">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <section aria-labelledby="sim-results" data-state={complete ? 'complete' : 'partial'} className="space-y-4">
      <h2 id="sim-results" className="font-display text-2xl font-bold">
        {complete ? t('results') : t(takesSingular(s.games, locale) ? 'partialOne' : 'partial', { games: s.games })}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div className="col-span-2 rounded-lg border border-black/10 bg-white p-3">
          <dt className="text-sm text-black/70">{t('winRate')}</dt>
          <dd className="text-3xl font-bold tabular-nums" data-testid="sim-win-rate">
            {pct.format(s.winRate)}
          </dd>
          <dd className="text-sm text-black/70">
            {t('interval', { lo: pct.format(s.ci95[0]), hi: pct.format(s.ci95[1]) })}
          </dd>
        </div>
        {figure(t('wins'), String(s.wins), 'sim-wins')}
        {figure(t('losses'), String(s.losses), 'sim-losses')}
        {figure(t('avgTurns'), num.format(s.avgTurns), 'sim-turns')}
        {s.capped > 0 && figure(t('capped'), String(s.capped), 'sim-capped')}
      </dl>
      {speed && <p className="text-sm text-black/70">{speed}</p>}
      <SimulateChart
        totals={totals}
        labels={{
          title: t('chartTitle'),
          desc: t('chartDesc'),
          won: t('chartWon'),
          lost: t('chartLost'),
          turns: t('turns'),
          games: t('chartAxis'),
        }}
      />
      <SimulateCardTable
        cards={cards}
        perCard={totals.perCard}
        games={s.games}
        locale={locale}
        labels={{
          title: t('cardsTitle'),
          card: t('card'),
          played: t('playedPerGame'),
          damage: t('damagePerGame'),
          destroyed: t('destroyedPerGame'),
          destroyedNote: t('destroyedNote'),
          notOnBoard: t('notOnBoard'),
        }}
      />
    </section>
  );
}
