import type { SearchNode, SortDir, SortOrder } from '@/lib/cards/search/types';
import { describeQuery } from '@/lib/cards/search/describe';
import type { Locale } from '@/lib/i18n/locales';
import { cardsMessages } from '@/lib/i18n/messages/cards';
import { createT } from '@/lib/i18n/translate';

/** "42 cards · Creatures with Rage": announced politely to screen readers as it changes. */
export function CardsResultsHeader({
  count,
  ast,
  order,
  dir,
  locale,
}: {
  count: number;
  ast: SearchNode | null;
  order: SortOrder;
  dir: SortDir;
  locale: Locale;
}) {
  const t = createT(cardsMessages, locale);
  const total = count === 0 ? t('resultsNone') : count === 1 ? t('resultsOne') : t('resultsMany', { count });
  return (
    <p role="status" aria-live="polite" className="min-w-0 text-lg wrap-anywhere" data-testid="results-header">
      <strong>{total}</strong> <span className="text-black/70">· {describeQuery(ast, locale, { order, dir })}</span>
    </p>
  );
}
