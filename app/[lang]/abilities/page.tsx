import type { Metadata } from 'next';
import { ABILITIES, CARDS } from '@/lib/cards';
import { toLocale } from '@/lib/i18n/locales';
import { abilitiesMessages } from '@/lib/i18n/messages/abilities';
import { createT } from '@/lib/i18n/translate';
import { AbilitiesCard } from '@/components/cards/AbilitiesCard';
import { AbilitiesOrder } from '@/components/cards/AbilitiesOrder';
import { SitePageHeader } from '@/components/site/SitePageHeader';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = createT(abilitiesMessages, toLocale((await params).lang));
  return { title: t('title'), description: t('intro') };
}

export default async function AbilitiesPage({ params }: Props) {
  const locale = toLocale((await params).lang);
  const t = createT(abilitiesMessages, locale);
  const sorted = [...ABILITIES].sort((a, b) =>
    (locale === 'fr' ? a.nameFr : a.nameEn).localeCompare(locale === 'fr' ? b.nameFr : b.nameEn, locale),
  );
  const countWith = (slug: string) => CARDS.filter((card) => card.abilities.some((a) => a.ability === slug)).length;
  return (
    <div className="space-y-8">
      <SitePageHeader title={t('title')} intro={t('intro')} />
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {sorted.map((info) => (
          <AbilitiesCard
            key={info.slug}
            slug={info.slug}
            nameEn={info.nameEn}
            nameFr={info.nameFr}
            count={countWith(info.slug)}
            locale={locale}
          />
        ))}
        <AbilitiesCard
          slug="aura"
          nameEn="Aura"
          nameFr="Aura"
          locale={locale}
          count={CARDS.filter((card) => card.abilities.some((a) => a.aura)).length}
        />
      </ul>
      <AbilitiesOrder locale={locale} />
    </div>
  );
}
