import Link from 'next/link';
import { getCard } from '@/lib/cards';
import type { Locale } from '@/lib/i18n/locales';
import { simulateMessages } from '@/lib/i18n/messages/simulate';
import { createT } from '@/lib/i18n/translate';
import { groupSuggestions } from '@/lib/sim/groupSuggestions';
import type { OptimizeResult } from '@/lib/sim/optimize';

const name = (slug: string) => getCard(slug)?.name ?? slug;

/** The optimizer's answer: the deck's win rate, what the race cost, then the clear gains grouped by the card going out. */
export function SimulateSuggestionGroups({ result, locale }: { result: OptimizeResult; locale: Locale }) {
  const t = createT(simulateMessages, locale);
  const pct = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const points = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'always',
  });
  const whole = new Intl.NumberFormat(locale);
  const groups = groupSuggestions(result.suggestions);
  return (
    <div className="space-y-3" data-testid="sim-suggestions">
      <p>
        {t('suggestSummary', {
          rate: pct.format(result.baseline.winRate),
          tested: whole.format(result.tested),
          screened: whole.format(result.screenedGames),
          carried: whole.format(result.suggestions.length),
          confirmed: whole.format(result.confirmedGames),
          full: whole.format(result.exhaustiveGames),
        })}
      </p>
      {groups.length === 0 && (
        <p data-testid="sim-no-gain">
          {t('suggestNone', { wins: whole.format(result.baseline.wins), games: whole.format(result.baseline.games) })}
        </p>
      )}
      {groups.length > 0 && (
        <ol className="space-y-2">
          {groups.map((g) => (
            <li
              key={g.out}
              className="rounded-lg border border-black/10 bg-white p-3"
              data-testid="sim-suggestion-group"
            >
              <h3 className="font-semibold">{t('suggestGroup', { out: name(g.out) })}</h3>
              <ul className="mt-1 space-y-1 text-sm">
                {g.best.map((s) => (
                  <li key={s.code} className="flex flex-wrap gap-x-3">
                    <span>
                      {t('suggestItem', {
                        in: name(s.in),
                        gain: points.format(100 * s.gain),
                        lo: points.format(100 * s.gainCi95[0]),
                        hi: points.format(100 * s.gainCi95[1]),
                      })}
                    </span>
                    <Link className="text-tide underline" href={`/d/${s.code}`}>
                      {t('openDeck')}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
