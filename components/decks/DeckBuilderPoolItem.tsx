'use client';
import { memo } from 'react';
import { CardsFace } from '@/components/cards/CardsFace';
import { cardDescription } from '@/components/cards/cardsText';
import type { OfficialCard } from '@/lib/cards';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { writeDrag } from './deckDrag';

/** One card of the pool: a button (click, Enter or Space adds it) that can also be dragged. */
export const DeckBuilderPoolItem = memo(function DeckBuilderPoolItem({
  card,
  locale,
  inDeck,
  onAdd,
}: {
  card: OfficialCard;
  locale: Locale;
  inDeck: boolean;
  onAdd: (slug: string) => void;
}) {
  const t = createT(decksMessages, locale);
  return (
    <li className="[content-visibility:auto] [contain-intrinsic-size:auto_10rem]">
      <button
        type="button"
        draggable
        data-card={card.slug}
        onClick={() => onAdd(card.slug)}
        onDragStart={(event) => writeDrag(event.dataTransfer, card.slug, 'pool')}
        aria-label={`${t('addCard', { name: card.name })}. ${cardDescription(card, locale)}${inDeck ? ` (${t('inDeckMark')})` : ''}`}
        className={`relative block w-full cursor-grab rounded-xl transition-transform hover:-translate-y-0.5 focus-visible:-translate-y-0.5 ${inDeck ? 'opacity-50' : ''}`}
      >
        <CardsFace card={card} locale={locale} decorative />
        {inDeck && (
          <span
            aria-hidden="true"
            className="absolute inset-x-1 bottom-1 rounded bg-ink/85 px-1 text-center text-xs font-semibold text-white"
          >
            ✓ {t('inDeckMark')}
          </span>
        )}
      </button>
    </li>
  );
});
