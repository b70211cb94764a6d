import type { OfficialCard } from '@/lib/cards';
import type { Locale } from '@/lib/i18n/locales';
import { cardsMessages } from '@/lib/i18n/messages/cards';
import { createT } from '@/lib/i18n/translate';
import { CardsGrid } from './CardsGrid';

// Enough to fill the first screens; the rest waits for a click so the first load stays light
// (each card face is a detailed SVG).
export const FIRST_PAGE = 24;

/** The results grid; without `onShowAll` (the server's rendering) the button waits for the live search. */
export function CardsResults({
  cards,
  locale,
  showAll,
  onShowAll,
}: {
  cards: readonly OfficialCard[];
  locale: Locale;
  showAll: boolean;
  onShowAll?: () => void;
}) {
  const t = createT(cardsMessages, locale);
  const all = showAll || cards.length <= FIRST_PAGE;
  return (
    <div className="space-y-4">
      <CardsGrid
        cards={all ? cards : cards.slice(0, FIRST_PAGE)}
        locale={locale}
        label={t('resultsLabel')}
        facesInBrowser
      />
      {!all && (
        <button
          type="button"
          onClick={onShowAll}
          className="mx-auto block rounded-lg border border-black/20 bg-white px-5 py-2 font-semibold hover:border-gold"
        >
          {t('showAll', { count: cards.length })}
        </button>
      )}
    </div>
  );
}
