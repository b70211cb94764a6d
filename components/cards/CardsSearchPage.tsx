import type { Locale } from '@/lib/i18n/locales';
import { cardsMessages } from '@/lib/i18n/messages/cards';
import { createT } from '@/lib/i18n/translate';
import { explainNoResults } from '@/lib/cards/search/explain';
import { searchCards } from '@/lib/cards/search/searchCards';
import { CardsSearchLazy } from './CardsSearchLazy';
import { CardsSearchView } from './CardsSearchView';
import type { ResultsView } from './resultsView';

/** The card search page for one query: '' is the default list, generated at build time. */
export function CardsSearchPage({ q, view, locale }: { q: string; view: ResultsView; locale: Locale }) {
  const t = createT(cardsMessages, locale);
  const result = searchCards(q);
  const explanation = result.cards.length === 0 ? explainNoResults(q, result.ast) : null;
  return (
    <div className="space-y-4">
      <header>
        <h1 className="font-display text-4xl font-bold">{t('title')}</h1>
        <p className="hidden text-black/70 sm:block">{t('intro')}</p>
      </header>
      {/* Remounted for each URL query, e.g. when the header's Cards link clears the search. */}
      <CardsSearchLazy
        key={`${view} ${q}`}
        initialQuery={q}
        initialView={view}
        locale={locale}
        syntaxLabel={t('syntaxLink')}
      >
        <CardsSearchView
          query={q}
          searched={q}
          result={result}
          explanation={explanation}
          showAll={false}
          view={view}
          locale={locale}
          syntaxLabel={t('syntaxLink')}
        />
      </CardsSearchLazy>
    </div>
  );
}
