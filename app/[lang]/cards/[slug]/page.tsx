import type { Metadata } from 'next';
import { redirectOrNotFound } from '@/components/site/redirectOrNotFound';
import { CARDS, getCard, getSet } from '@/lib/cards';
import { toLocale } from '@/lib/i18n/locales';
import { cardsMessages } from '@/lib/i18n/messages/cards';
import { createT } from '@/lib/i18n/translate';
import { CardsFace } from '@/components/cards/CardsFace';
import { CardsStats } from '@/components/cards/CardsStats';
import { CardsUnverifiedNote } from '@/components/cards/CardsUnverifiedNote';
import { CardsAbilityExplained } from '@/components/cards/CardsAbilityExplained';
import { CardsPrevNext } from '@/components/cards/CardsPrevNext';
import { cardDescription, setName } from '@/components/cards/cardsText';

type Props = { params: Promise<{ lang: string; slug: string }> };

export function generateStaticParams() {
  return CARDS.map((card) => ({ slug: card.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, slug } = await params;
  const card = getCard(slug);
  if (!card) return {};
  return { title: card.name, description: cardDescription(card, toLocale(lang)) };
}

export default async function CardPage({ params }: Props) {
  const { lang, slug } = await params;
  const locale = toLocale(lang);
  const card = getCard(slug);
  if (!card) return redirectOrNotFound('card', slug);
  const t = createT(cardsMessages, locale);
  const set = getSet(card.set);
  return (
    <article className="space-y-6">
      <nav aria-label={t('breadcrumb')} className="text-sm text-black/60">
        <ol className="flex flex-wrap gap-1">
          {/* Plain links throughout: this page has no client code of its own to load next/link for. */}
          <li>
            <a className="underline hover:text-ember" href="/cards">
              {t('title')}
            </a>{' '}
            ›
          </li>
          <li>
            <a className="underline hover:text-ember" href={`/sets/${card.set}`}>
              {setName(set, locale)}
            </a>{' '}
            ›
          </li>
          <li aria-current="page">{card.name}</li>
        </ol>
      </nav>
      <div className="grid gap-8 md:grid-cols-[minmax(0,20rem)_1fr]">
        <div className="mx-auto w-full max-w-[15rem] sm:max-w-[20rem] md:sticky md:top-4 md:self-start">
          <CardsFace card={card} locale={locale} />
        </div>
        <div className="min-w-0 space-y-5">
          <header>
            <h1 className="font-display text-4xl font-bold">{card.name}</h1>
            <p className="text-black/70">
              {t(card.type)} · {setName(set, locale)} ·{' '}
              {t('numberOf', { number: card.number, total: set?.printedCards ?? '?' })}
            </p>
          </header>
          {!card.verified && <CardsUnverifiedNote locale={locale} />}
          <CardsStats card={card} locale={locale} />
          <section aria-labelledby="abilities-title" className="space-y-3">
            <h2 id="abilities-title" className="font-display text-2xl">
              {t('abilities')}
            </h2>
            {card.abilities.length === 0 ? (
              <p>{card.type === 'creature' ? t('noAbilities') : t('noAbilitiesIncantation')}</p>
            ) : (
              <ul className="space-y-3">
                {card.abilities.map((entry) => (
                  <CardsAbilityExplained key={entry.ability} entry={entry} cardType={card.type} locale={locale} />
                ))}
              </ul>
            )}
          </section>
          <a
            href={`/decks/new?add=${card.slug}`}
            className="inline-block rounded-lg bg-ember px-5 py-3 font-semibold text-white shadow hover:bg-ember/90"
          >
            {t('buildDeck')}
          </a>
          <CardsPrevNext card={card} locale={locale} />
        </div>
      </div>
    </article>
  );
}
