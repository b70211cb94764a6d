import type { SearchWarning } from '@/lib/cards/search/types';
import type { Locale } from '@/lib/i18n/locales';
import { cardsMessages } from '@/lib/i18n/messages/cards';
import { createT } from '@/lib/i18n/translate';
import { focusSearchBox } from './focusSearchBox';

function replaceSpan(query: string, warning: SearchWarning, replacement = ''): string {
  return `${query.slice(0, warning.start)}${replacement}${query.slice(warning.end)}`.replace(/\s+/g, ' ').trim();
}

const LINK = 'underline decoration-gold underline-offset-2 hover:text-ember';

/** Parts of the query that were not understood: said politely, and the rest still searched. */
export function CardsWarnings({
  warnings,
  query,
  onChange,
  locale,
}: {
  warnings: readonly SearchWarning[];
  query: string;
  onChange?: (q: string) => void;
  locale: Locale;
}) {
  const t = createT(cardsMessages, locale);
  if (warnings.length === 0) return null;
  const rewrite =
    onChange &&
    ((q: string) => () => {
      onChange(q);
      focusSearchBox();
    });
  return (
    <ul
      className="space-y-1 rounded-lg border border-gold/60 bg-gold/10 px-4 py-3 text-sm wrap-anywhere"
      data-testid="search-warnings"
    >
      {warnings.map((warning) => (
        <li key={`${warning.code}-${warning.start}`} className="flex flex-wrap items-baseline gap-x-2">
          <span>
            <strong>{t('notUnderstood', { text: warning.text || '…' })}</strong> — {t('searchedTheRest')}{' '}
            <span className="text-black/70">{warning.message[locale]}</span>
          </span>
          {warning.text && query.slice(warning.start, warning.end) === warning.text && (
            <>
              {warning.suggestion && (
                <button
                  type="button"
                  onClick={rewrite?.(replaceSpan(query, warning, warning.suggestion))}
                  className={LINK}
                >
                  {t('useSuggestion', { text: warning.suggestion })}
                </button>
              )}
              <button type="button" onClick={rewrite?.(replaceSpan(query, warning))} className={LINK}>
                {t('removeTerm', { text: warning.text })}
              </button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
