import type { Metadata } from 'next';
import { redirectOrNotFound } from '@/components/site/redirectOrNotFound';
import Link from 'next/link';
import { SETS, cardsOfSet, getSet } from '@/lib/cards';
import { toLocale } from '@/lib/i18n/locales';
import { setsMessages } from '@/lib/i18n/messages/sets';
import { createT } from '@/lib/i18n/translate';
import { CardsGrid } from '@/components/cards/CardsGrid';
import { SetsFacts } from '@/components/cards/SetsFacts';
import { setName } from '@/components/cards/cardsText';

type Props = { params: Promise<{ lang: string; slug: string }> };

export function generateStaticParams() {
  return SETS.map((set) => ({ slug: set.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, slug } = await params;
  const set = getSet(slug);
  if (!set) return {};
  const locale = toLocale(lang);
  const cards = cardsOfSet(set.slug);
  const creatures = cards.filter((c) => c.type === 'creature').length;
  const description = createT(setsMessages, locale)('setDescription', {
    name: setName(set, locale),
    count: cards.length,
    creatures,
    incantations: cards.length - creatures,
  });
  return { title: setName(set, locale), description };
}

export default async function SetPage({ params }: Props) {
  const { lang, slug } = await params;
  const set = getSet(slug);
  if (!set) return redirectOrNotFound('set', slug);
  const locale = toLocale(lang);
  const t = createT(setsMessages, locale);
  const cards = cardsOfSet(set.slug);
  const name = setName(set, locale);
  const other = locale === 'fr' ? set.nameEn : set.nameFr;
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <p className="text-sm">
          <Link className="underline hover:text-ember" href="/sets">
            {t('title')}
          </Link>
        </p>
        <h1 className="font-display text-4xl font-bold">{name}</h1>
        {other !== name && <p className="text-black/60">{t('otherName', { name: other })}</p>}
        <p>
          <SetsFacts cards={cards} locale={locale} /> · <span className="text-black/70">{t('collectorOrder')}</span>
        </p>
        <Link
          className="inline-block text-sm underline decoration-gold underline-offset-2 hover:text-ember"
          href={`/cards?q=${encodeURIComponent(`set:${set.slug}`)}`}
        >
          {t('searchSet')}
        </Link>
      </header>
      <CardsGrid cards={cards} locale={locale} label={name} facesInBrowser />
    </div>
  );
}
