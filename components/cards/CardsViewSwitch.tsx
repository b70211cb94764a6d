import type { Locale } from '@/lib/i18n/locales';
import { cardsMessages } from '@/lib/i18n/messages/cards';
import { createT } from '@/lib/i18n/translate';
import { RESULTS_VIEWS, searchHref, type ResultsView } from './resultsView';

const LABEL = { grid: 'viewGrid', list: 'viewList' } as const;
const SHAPE = 'rounded-lg border px-3 py-1.5';

/**
 * Images or a text list, as links to the same search in the other view (so they work before
 * the page is interactive); the live search turns a click into a history entry instead.
 */
export function CardsViewSwitch({
  query,
  view,
  onView,
  locale,
}: {
  query: string;
  view: ResultsView;
  onView?: (view: ResultsView) => void;
  locale: Locale;
}) {
  const t = createT(cardsMessages, locale);
  return (
    <nav aria-label={t('viewLabel')} className="flex flex-wrap items-center gap-2 text-sm">
      {RESULTS_VIEWS.map((v) => (
        <a
          key={v}
          href={searchHref(query, v)}
          aria-current={v === view ? 'true' : undefined}
          onClick={
            onView &&
            ((event) => {
              event.preventDefault();
              onView(v);
            })
          }
          className={`${SHAPE} ${v === view ? 'border-tide bg-tide text-white' : 'border-black/20 bg-white hover:border-tide'}`}
        >
          {t(LABEL[v])}
        </a>
      ))}
      {/* A plain link: the server picks the card, among these results. */}
      <a
        href={query.trim() ? `/cards/random?q=${encodeURIComponent(query)}` : '/cards/random'}
        className={`${SHAPE} border-black/20 bg-white hover:border-tide`}
      >
        {t('randomCard')}
      </a>
    </nav>
  );
}
