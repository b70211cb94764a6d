import Link from 'next/link';
import { CARDS, PRECONSTRUCTED, getCard, type OfficialCard } from '@/lib/cards';
import { toLocale } from '@/lib/i18n/locales';
import { homeMessages } from '@/lib/i18n/messages/home';
import { createT } from '@/lib/i18n/translate';
import { CardsSearchForm } from '@/components/cards/CardsSearchForm';
import { CardsDeckList } from '@/components/cards/CardsDeckList';

const EXAMPLES = [
  'demon',
  'ab:rage m<=3',
  't:incantation',
  'set:felonie a>=4',
  'aura:sprint',
  'is:vanilla order:atk dir:desc',
];

export default async function HomePage({ params }: { params: Promise<{ lang: string }> }) {
  const locale = toLocale((await params).lang);
  const t = createT(homeMessages, locale);
  const browse = [
    ['/cards', t('browseCards'), t('browseCardsText')],
    ['/abilities', t('browseAbilities'), t('browseAbilitiesText')],
    ['/sets', t('browseSets'), t('browseSetsText')],
    ['/help/search', t('browseHelp'), t('browseHelpText')],
  ] as const;
  return (
    <div className="space-y-12">
      <section className="space-y-4 rounded-2xl bg-gradient-to-br from-ink to-tide px-5 py-10 text-parchment sm:px-10">
        <h1 className="max-w-3xl font-display text-3xl font-bold sm:text-5xl">{t('heroTitle')}</h1>
        <p className="max-w-2xl text-lg text-parchment/90">{t('heroText', { count: CARDS.length })}</p>
        <CardsSearchForm label={t('searchLabel')} placeholder={t('searchPlaceholder')} submit={t('searchSubmit')} />
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span>{t('examplesTitle')}</span>
          {EXAMPLES.map((q) => (
            <Link
              key={q}
              href={`/cards?q=${encodeURIComponent(q)}`}
              className="rounded-full bg-white/15 px-3 py-1 font-mono hover:bg-white/25"
            >
              {q}
            </Link>
          ))}
        </p>
      </section>
      <section aria-labelledby="browse-title" className="space-y-4">
        <h2 id="browse-title" className="font-display text-3xl">
          {t('browseTitle')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {browse.map(([href, title, text]) => (
            <li key={href}>
              <Link
                href={href}
                className="block h-full rounded-lg border border-black/10 bg-white/70 p-4 hover:border-gold"
              >
                <span className="block text-lg font-semibold">{title}</span>
                <span className="block text-sm text-black/70">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="decks-title" className="space-y-4">
        <h2 id="decks-title" className="font-display text-3xl">
          {t('decksTitle')}
        </h2>
        <p className="text-black/80">{t('decksIntro')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {PRECONSTRUCTED.map((deck, i) => {
            const cards = deck.cards.map((slug) => getCard(slug)).filter((c): c is OfficialCard => c !== undefined);
            const title = t('deckName', { number: i + 1 });
            return (
              <div key={deck.slug} className="space-y-2 rounded-lg border border-black/10 bg-white/60 p-4">
                <h3 className="text-lg font-semibold">
                  {title}{' '}
                  <span className="text-sm font-normal text-black/60">
                    · {t('deckMana', { mana: cards.reduce((sum, c) => sum + c.mana, 0) })}
                  </span>
                </h3>
                <CardsDeckList cards={cards} locale={locale} label={title} />
              </div>
            );
          })}
        </div>
      </section>
    </div>
  );
}
