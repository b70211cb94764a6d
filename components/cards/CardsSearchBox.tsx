import type { Locale } from '@/lib/i18n/locales';
import { cardsMessages } from '@/lib/i18n/messages/cards';
import { MAX_QUERY_LENGTH } from '@/lib/cards/search/limits';
import { createT } from '@/lib/i18n/translate';
import { focusSearchBox } from './focusSearchBox';

/**
 * The search box. It is a real GET form to /cards, so Enter works before the page is
 * interactive; once it is, results follow the typing and Enter only keeps the focus (on a
 * touch screen it closes the keyboard).
 */
export function CardsSearchBox({
  query,
  onChange,
  onType = onChange,
  onSettle,
  locale,
  syntaxLabel,
}: {
  query: string;
  onChange?: (q: string) => void;
  onType?: (q: string) => void;
  onSettle?: () => void;
  locale: Locale;
  syntaxLabel: string;
}) {
  const t = createT(cardsMessages, locale);
  return (
    <form
      role="search"
      action="/cards"
      method="get"
      onSubmit={
        onChange &&
        ((event) => {
          event.preventDefault();
          onSettle?.();
          // On a touch screen "Go" means "show me": the keyboard would hide the results.
          if (window.matchMedia('(pointer: coarse)').matches) document.getElementById('card-search')?.blur();
        })
      }
      className="space-y-1"
    >
      <label htmlFor="card-search" className="block font-semibold">
        {t('searchLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id="card-search"
          name="q"
          type="search"
          {...(onType
            ? {
                value: query,
                onChange: (event: React.ChangeEvent<HTMLInputElement>) => onType(event.target.value),
                onBlur: onSettle,
              }
            : { defaultValue: query })}
          placeholder={t('searchPlaceholder')}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={MAX_QUERY_LENGTH}
          enterKeyHint="search"
          aria-describedby="card-search-help"
          className="min-w-0 flex-1 rounded-lg border border-black/25 bg-white px-4 py-3 font-mono text-lg shadow-inner placeholder:font-sans placeholder:text-black/50"
        />
        {query && (
          <button
            type="button"
            onClick={
              onChange &&
              (() => {
                onChange('');
                focusSearchBox();
              })
            }
            className="rounded-lg border border-black/20 bg-white px-3 hover:bg-black/5"
          >
            <span aria-hidden="true">×</span>
            <span className="sr-only">{t('clearSearch')}</span>
          </button>
        )}
      </div>
      <p id="card-search-help" className="text-sm text-black/60">
        {/* A plain link: next/link's code would be the only part of it left in the first load. */}
        <a href="/help/search" className="underline decoration-gold underline-offset-2 hover:text-ember">
          {syntaxLabel}
        </a>
      </p>
    </form>
  );
}
