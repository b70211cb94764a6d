import { getCard } from '@/lib/cards';
import type { Locale } from '@/lib/i18n/locales';
import { simulateMessages } from '@/lib/i18n/messages/simulate';
import { createT } from '@/lib/i18n/translate';
import type { Suggestion } from '@/lib/sim/optimize';

const name = (slug: string) => getCard(slug)?.name ?? slug;

/** Swaps judged so far, while the optimizer runs: each with its gain and interval on the chosen bot's games. */
export function SimulateSuggestionList({ suggestions, locale }: { suggestions: Suggestion[]; locale: Locale }) {
  const t = createT(simulateMessages, locale);
  const points = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'always',
  });
  return (
    <ol className="list-decimal space-y-1 pl-6 text-sm">
      {suggestions.map((s) => (
        <li key={s.code} data-testid="sim-suggest-so-far-item">
          {t('suggestSoFarItem', {
            out: name(s.out),
            in: name(s.in),
            gain: points.format(100 * s.gain),
            lo: points.format(100 * s.gainCi95[0]),
            hi: points.format(100 * s.gainCi95[1]),
          })}
        </li>
      ))}
    </ol>
  );
}
