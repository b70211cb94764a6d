import type { ManaCost } from '@/lib/champions/cost';
import type { DesignWarning } from '@/lib/champions/types';
import type { Locale } from '@/lib/i18n/locales';
import { championsMessages } from '@/lib/i18n/messages/champions';
import { createT } from '@/lib/i18n/translate';

function signed(amount: number, locale: Locale): string {
  const text = (Math.round(Math.abs(amount) * 100) / 100).toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-GB');
  return `${amount < 0 ? '−' : '+'}${text}`;
}

/** The Mana cost line by line: base from Attack and Health, each ability, Auras, rounding. */
export function ChampionCostBreakdown({
  cost,
  warnings,
  locale,
  live = false,
}: {
  cost: ManaCost | null;
  warnings: DesignWarning[];
  locale: Locale;
  live?: boolean;
}) {
  const t = createT(championsMessages, locale);
  return (
    <section aria-labelledby="cost-title" className="space-y-2 rounded-lg border border-black/10 bg-white/70 p-4">
      <h2 id="cost-title" className="flex items-baseline justify-between gap-2 font-display text-xl">
        {t('costTitle')}
        <output
          aria-live={live ? 'polite' : undefined}
          data-testid="mana-cost"
          className="text-2xl font-bold text-tide"
        >
          {cost ? t('costValue', { mana: cost.mana }) : '—'}
        </output>
      </h2>
      {cost && (
        <table className="w-full text-sm">
          <caption className="sr-only">{t('costBreakdown')}</caption>
          <tbody>
            {cost.breakdown.map((line, i) => (
              <tr key={i} data-kind={line.kind} className="border-t border-black/5">
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  {locale === 'fr' ? line.labelFr : line.label}
                </th>
                {/* The form lets long words break anywhere; an amount must stay whole ("+0.5", never "+0" over ".5"). */}
                <td
                  data-testid="cost-amount"
                  className="py-1 pl-2 text-right whitespace-nowrap tabular-nums wrap-normal"
                >
                  {signed(line.amount, locale)}
                </td>
              </tr>
            ))}
            <tr className="border-t-2 border-black/20 font-semibold">
              <th scope="row" className="py-1 text-left">
                {t('costTotal')}
              </th>
              <td className="py-1 pl-2 text-right whitespace-nowrap tabular-nums wrap-normal">{cost.mana}</td>
            </tr>
          </tbody>
        </table>
      )}
      {warnings.length > 0 && (
        <div
          role="note"
          aria-label={t('warningsTitle')}
          className="rounded border border-gold/50 bg-gold/10 p-2 text-sm"
        >
          <ul className="list-disc space-y-1 pl-5">
            {warnings.map((w) => (
              <li key={w.code}>{locale === 'fr' ? w.messageFr : w.message}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
