import Link from 'next/link';
import { CardFace } from '@/components/card/CardFace';
import { CardsFace } from '@/components/cards/CardsFace';
import { cardDescription } from '@/components/cards/cardsText';
import type { OfficialCard } from '@/lib/cards';
import type { Locale } from '@/lib/i18n/locales';
import { decksMessages } from '@/lib/i18n/messages/decks';
import { createT } from '@/lib/i18n/translate';
import type { FaceCard } from '@/lib/print/face/types';

/** The deck's 8 faces (each a link to its card page), then its Champion or why it is missing. */
export function DeckFaces({
  cards,
  champion,
  championId,
  locale,
}: {
  cards: readonly OfficialCard[];
  champion: FaceCard | null;
  championId: string | null;
  locale: Locale;
}) {
  const t = createT(decksMessages, locale);
  return (
    <section aria-labelledby="deck-cards-title" className="space-y-3">
      <h2 id="deck-cards-title" className="font-display text-2xl">
        {t('cardsTitle')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8" data-testid="deck-faces">
        {cards.map((card) => (
          <li key={card.slug}>
            <Link
              href={`/cards/${card.slug}`}
              aria-label={cardDescription(card, locale)}
              data-card={card.slug}
              className="block rounded-xl transition-transform hover:-translate-y-0.5 focus-visible:-translate-y-0.5"
            >
              <CardsFace card={card} locale={locale} decorative />
            </Link>
          </li>
        ))}
      </ul>
      {championId && (
        <div className="flex items-start gap-4" data-testid="deck-champion-card">
          {champion ? (
            <Link href={`/champions/${championId}`} className="block w-40 shrink-0 rounded-xl">
              <CardFace card={champion} locale={locale} className="block h-auto w-full drop-shadow-md" />
            </Link>
          ) : (
            <p className="min-w-0 font-semibold text-ember wrap-anywhere">{t('championMissing', { id: championId })}</p>
          )}
          {champion && (
            <p className="min-w-0 font-semibold wrap-anywhere">
              {t('label', { label: t('championCard') })} {champion.name}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
