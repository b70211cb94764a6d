import Link from 'next/link';
import { getCard, type OfficialCard } from '@/lib/cards';
import type { ListedDeck } from '@/lib/db/decks';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import { pluralKey } from '@/lib/i18n/pluralKey';
import { DeckDate } from './DeckDate';

/** One saved deck in the gallery: name, author, its cards by Mana, views, date and how many decks are exact copies of it. */
export function DeckGalleryItem({ deck, locale }: { deck: ListedDeck; locale: Locale }) {
  const t = createT(decksMessages, locale);
  const cards = deck.cards
    .map((s) => getCard(s))
    .filter((c): c is OfficialCard => c !== undefined)
    .sort((a, b) => a.mana - b.mana || a.name.localeCompare(b.name));
  return (
    <li
      className="flex min-w-0 flex-col gap-2 rounded-xl border border-black/10 bg-white/70 p-3 wrap-anywhere"
      data-deck={deck.id}
    >
      <h2 className="font-display text-xl font-bold">
        <Link href={`/decks/${deck.id}`} className="hover:text-ember hover:underline">
          {deck.name || t('untitled')}
        </Link>
      </h2>
      <p className="text-sm text-black/60">
        {t('byAuthor', { author: deck.author || t('anonymous') })} ·{' '}
        {t(pluralKey('views', deck.views, locale), { count: deck.views })} ·{' '}
        <DeckDate iso={deck.createdAt} locale={locale} />
        {deck.copies > 1 && (
          <>
            {' '}
            ·{' '}
            <span data-testid="deck-copies">
              {t(pluralKey('galleryCopies', deck.copies, locale), { count: deck.copies })}
            </span>
          </>
        )}
      </p>
      <ul className="flex flex-wrap gap-1 text-xs" aria-label={t('cardsTitle')}>
        {cards.map((card) => (
          <li key={card.slug} className="rounded-full border border-black/15 bg-parchment px-2 py-0.5">
            <span className="font-semibold tabular-nums text-tide">
              {card.mana}
              <span className="sr-only"> Mana</span>
            </span>{' '}
            {card.name}
          </li>
        ))}
      </ul>
    </li>
  );
}
