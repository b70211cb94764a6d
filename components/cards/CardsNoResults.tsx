import type { NoResultsExplanation } from '@/lib/cards/search/explain';
import type { Locale } from '@/lib/i18n/locales';
import { cardsMessages } from '@/lib/i18n/messages/cards';
import { createT } from '@/lib/i18n/translate';
import { focusSearchBox } from './focusSearchBox';

/** Why nothing matched, and queries that do match, one click away. */
export function CardsNoResults({
  explanation,
  onChange,
  locale,
}: {
  explanation: NoResultsExplanation;
  onChange?: (q: string) => void;
  locale: Locale;
}) {
  const t = createT(cardsMessages, locale);
  return (
    <section
      aria-labelledby="no-results-title"
      className="space-y-2 rounded-lg border border-black/10 bg-white/70 p-5 wrap-anywhere"
      data-testid="no-results"
    >
      <h2 id="no-results-title" className="text-lg font-semibold">
        {t('noResults')}
      </h2>
      {explanation.reasons.length > 0 && (
        <ul className="ml-5 list-disc text-black/80">
          {explanation.reasons.map((reason) => (
            <li key={`${reason.code}-${reason.text}`}>{reason.message[locale]}</li>
          ))}
        </ul>
      )}
      {explanation.suggestions.length > 0 && (
        <div>
          <p className="font-semibold">{t('tryInstead')}</p>
          <ul className="flex flex-wrap gap-2 pt-1">
            {explanation.suggestions.map((s) => (
              <li key={s.query}>
                <button
                  type="button"
                  onClick={
                    onChange &&
                    (() => {
                      onChange(s.query);
                      focusSearchBox();
                    })
                  }
                  className="rounded-full border border-tide/40 bg-tide/10 px-3 py-1 text-left hover:bg-tide/20"
                >
                  {s.message[locale]}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
