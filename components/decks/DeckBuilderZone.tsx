'use client';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { focusSearchBox } from '@/components/cards/focusSearchBox';
import { CardsFace } from '@/components/cards/CardsFace';
import type { OfficialCard } from '@/lib/cards';
import { DECK_SIZE } from '@/lib/decks';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { pluralKey } from '@/lib/i18n/pluralKey';
import { carriesCard, readDrag, writeDrag } from './deckDrag';

/** The deck: 8 slots, a drop target for pool cards; each card is a button that removes it. */
export function DeckBuilderZone({
  locale,
  cards,
  onAdd,
  onRemove,
  onClear,
}: {
  locale: Locale;
  cards: readonly OfficialCard[];
  onAdd: (slug: string) => void;
  onRemove: (slug: string) => void;
  onClear: () => void;
}) {
  const t = createT(decksMessages, locale);
  const [over, setOver] = useState(false);
  // A removed card's button goes away with the focus on it: the keyboard's place moves to the
  // card that took its slot (or the one before), or to the pool's search once the deck is empty.
  const list = useRef<HTMLOListElement>(null);
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    const at = removedAt.current;
    if (at === null) return;
    removedAt.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button[data-card]') ?? [];
    if (buttons.length) buttons[Math.min(at, buttons.length - 1)].focus();
    else focusSearchBox();
  }, [cards]);
  const onDragOver = (event: DragEvent) => {
    if (!carriesCard(event.dataTransfer)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    setOver(false);
    const dragged = readDrag(event.dataTransfer);
    if (!dragged) return;
    event.preventDefault();
    // The pool is also a drop target; a card dropped inside the deck stays where it is.
    event.stopPropagation();
    if (dragged.from === 'pool') onAdd(dragged.slug);
  };
  const missing = DECK_SIZE - cards.length;
  return (
    <section
      aria-labelledby="deck-zone-title"
      data-testid="deck-zone"
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={`space-y-2 rounded-xl border-2 border-dashed p-3 transition-colors ${over ? 'border-tide bg-tide/10' : 'border-black/20 bg-white/60'}`}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="deck-zone-title" className="font-display text-2xl">
          {t('deckTitle')}
        </h2>
        <p className="font-semibold tabular-nums" data-testid="deck-count">
          {t('deckCount', { count: cards.length })}
        </p>
      </div>
      <p className="text-xs text-black/60">{t('deckZoneHelp')}</p>
      <ol ref={list} className="grid grid-cols-4 gap-1.5" aria-label={t('deckTitle')}>
        {cards.map((card, index) => (
          <li key={card.slug}>
            <button
              type="button"
              draggable
              data-card={card.slug}
              onClick={() => {
                removedAt.current = index;
                onRemove(card.slug);
              }}
              onDragStart={(event) => writeDrag(event.dataTransfer, card.slug, 'deck')}
              aria-label={t('removeCard', { name: card.name })}
              className="group relative block w-full cursor-grab rounded-lg"
            >
              <CardsFace card={card} locale={locale} decorative />
              {/* Over the art, below the name bar: on a small face a corner badge hid the name's end ("Lieutenan"). */}
              <span
                aria-hidden="true"
                className="absolute right-1 top-[17%] rounded-full bg-ember px-1.5 text-xs font-bold text-white opacity-80 group-hover:opacity-100 group-focus-visible:opacity-100"
              >
                ×
              </span>
            </button>
          </li>
        ))}
        {Array.from({ length: Math.max(0, missing) }, (_, i) => (
          <li
            key={`empty-${i}`}
            aria-hidden="true"
            className="aspect-[56/87] rounded-lg border border-dashed border-black/20 bg-black/[0.03]"
          />
        ))}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className={missing === 0 ? 'font-semibold text-tide' : 'text-black/70'} data-testid="deck-completeness">
          {cards.length === 0
            ? t('deckEmpty')
            : missing === 0
              ? t('deckComplete')
              : t(pluralKey('deckMissing', missing, locale), { missing })}
        </p>
        {cards.length > 0 && (
          <button
            type="button"
            onClick={onClear}
            className="rounded border border-black/20 bg-white px-2 py-1 hover:border-ember"
          >
            {t('clearDeck')}
          </button>
        )}
      </div>
    </section>
  );
}
