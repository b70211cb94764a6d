'use client';
import { useDeferredValue, useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { CardsSearchBox } from '@/components/cards/CardsSearchBox';
import { CardsFilterChips } from '@/components/cards/CardsFilterChips';
import { CardsWarnings } from '@/components/cards/CardsWarnings';
import { searchCards } from '@/lib/cards/search';
import type { Locale } from '@/lib/i18n/locales';
import { cardsMessages } from '@/lib/i18n/messages/cards';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { DeckBuilderPoolItem } from './DeckBuilderPoolItem';
import { carriesCard, readDrag } from './deckDrag';

// A first screenful of faces; the rest waits for a click so typing stays fluid on a phone.
const FIRST_PAGE = 24;

/** The card pool: the /cards search box and syntax, each result a button that adds the card. */
export function DeckBuilderPool({
  locale,
  deck,
  onAdd,
  onRemove,
}: {
  locale: Locale;
  deck: readonly string[];
  onAdd: (slug: string) => void;
  onRemove: (slug: string) => void;
}) {
  const t = createT(decksMessages, locale);
  const tc = createT(cardsMessages, locale);
  const [query, setQuery] = useState('');
  const section = useRef<HTMLElement>(null);
  // Text typed on a slow phone before this code ran is in the box but not yet searched.
  useEffect(() => {
    const typed = section.current?.querySelector<HTMLInputElement>('input[name="q"]')?.value;
    if (typed) setQuery(typed);
  }, []);
  const searched = useDeferredValue(query);
  const result = useMemo(() => searchCards(searched), [searched]);
  const [expandedFor, setExpandedFor] = useState<string | null>(null);
  const showAll = expandedFor === searched || result.cards.length <= FIRST_PAGE;
  const shown = showAll ? result.cards : result.cards.slice(0, FIRST_PAGE);

  // Dropping a deck card back on the pool takes it out of the deck.
  const onDragOver = (event: DragEvent) => {
    if (carriesCard(event.dataTransfer)) event.preventDefault();
  };
  const onDrop = (event: DragEvent) => {
    const dragged = readDrag(event.dataTransfer);
    if (!dragged || dragged.from !== 'deck') return;
    event.preventDefault();
    onRemove(dragged.slug);
  };

  return (
    <section
      ref={section}
      aria-labelledby="pool-title"
      className="min-w-0 space-y-3"
      onDragOver={onDragOver}
      onDrop={onDrop}
    >
      <h2 id="pool-title" className="font-display text-2xl">
        {t('poolTitle')}
      </h2>
      {/* The builder's status floats clear of these on a phone (see useStatusSide). */}
      <div data-deck-filters className="space-y-3">
        <CardsSearchBox query={query} onChange={setQuery} locale={locale} syntaxLabel={tc('syntaxLink')} />
        <CardsFilterChips query={query} onChange={setQuery} locale={locale} />
      </div>
      <p className="text-sm text-black/70" data-testid="pool-count">
        {result.cards.length === 0
          ? tc('noResults')
          : result.cards.length === 1
            ? tc('resultsOne')
            : tc('resultsMany', { count: result.cards.length })}
      </p>
      <CardsWarnings warnings={result.warnings} onChange={setQuery} query={searched} locale={locale} />
      <ul aria-label={t('poolLabel')} className="grid grid-cols-3 gap-2 sm:grid-cols-4 xl:grid-cols-6">
        {shown.map((card) => (
          <DeckBuilderPoolItem
            key={card.slug}
            card={card}
            locale={locale}
            inDeck={deck.includes(card.slug)}
            onAdd={onAdd}
          />
        ))}
      </ul>
      {!showAll && (
        <button
          type="button"
          onClick={() => setExpandedFor(searched)}
          className="mx-auto block rounded-lg border border-black/20 bg-white px-5 py-2 font-semibold hover:border-gold"
        >
          {t('showMore', { count: result.cards.length })}
        </button>
      )}
    </section>
  );
}
