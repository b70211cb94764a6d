import type { Metadata } from 'next';
import { redirectOrNotFound } from '@/components/site/redirectOrNotFound';
import Link from 'next/link';
import { ABILITY_SLUGS, CARDS, getAbility } from '@/lib/cards';
import { ABILITY_TIMINGS, explainAbility, isExplainedSlug, type ExplainedSlug } from '@/lib/cards/explanations';
import { toLocale, type Locale } from '@/lib/i18n/locales';
import { abilitiesMessages } from '@/lib/i18n/messages/abilities';
import { createT } from '@/lib/i18n/translate';
import { AbilitiesIcon } from '@/components/cards/AbilitiesIcon';
import { AbilitiesOrder } from '@/components/cards/AbilitiesOrder';
import { AbilitiesCardList } from '@/components/cards/AbilitiesCardList';

type Props = { params: Promise<{ lang: string; slug: string }> };

export function generateStaticParams() {
  return [...ABILITY_SLUGS, 'aura'].map((slug) => ({ slug }));
}

function names(slug: ExplainedSlug, locale: Locale) {
  const info = slug === 'aura' ? undefined : getAbility(slug);
  const en = info?.nameEn ?? 'Aura';
  const fr = info?.nameFr ?? 'Aura';
  return locale === 'fr' ? { name: fr, other: en } : { name: en, other: fr };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, slug } = await params;
  if (!isExplainedSlug(slug)) return {};
  const locale = toLocale(lang);
  return { title: names(slug, locale).name, description: explainAbility(slug, locale).summary };
}

export default async function AbilityPage({ params }: Props) {
  const { lang, slug } = await params;
  if (!isExplainedSlug(slug)) return redirectOrNotFound('ability', slug);
  const locale = toLocale(lang);
  const t = createT(abilitiesMessages, locale);
  const info = slug === 'aura' ? undefined : getAbility(slug);
  const { name, other } = names(slug, locale);
  const text = explainAbility(slug, locale);
  const own = slug === 'aura' ? [] : CARDS.filter((c) => c.abilities.some((a) => a.ability === slug && !a.aura));
  const granting = CARDS.filter((c) => c.abilities.some((a) => a.aura && (slug === 'aura' || a.ability === slug)));
  return (
    <article className="space-y-8">
      <header className="flex items-start gap-4">
        <AbilitiesIcon ability={slug} locale={locale} size={64} />
        <div className="space-y-1">
          <p className="text-sm">
            <Link className="underline hover:text-ember" href="/abilities">
              {t('title')}
            </Link>
          </p>
          <h1 className="font-display text-4xl font-bold">{name}</h1>
          {other !== name && (
            <p className="text-black/60">{t(locale === 'fr' ? 'englishName' : 'frenchName', { name: other })}</p>
          )}
        </div>
      </header>
      <section className="max-w-3xl space-y-3">
        <p className="text-xl font-semibold">{text.summary}</p>
        {text.paragraphs.map((p) => (
          <p key={p} className="text-black/80">
            {p}
          </p>
        ))}
        {info && (
          <p className="text-sm text-black/70">
            {t('availableFor', { list: info.availableFor.map((where) => t(where)).join(', ') })} ·{' '}
            {info.canBeAura ? t('canBeAura') : t('cannotBeAura')}
          </p>
        )}
      </section>
      {slug !== 'aura' && (
        <AbilitiesCardList title={t('cardsWith', { name })} cards={own} query={`own:${slug}`} locale={locale} />
      )}
      {(slug === 'aura' || info?.canBeAura) && (
        <AbilitiesCardList
          title={slug === 'aura' ? t('cardsAnyAura') : t('cardsWithAura', { name })}
          cards={granting}
          query={slug === 'aura' ? 'is:aura' : `aura:${slug}`}
          locale={locale}
        />
      )}
      <AbilitiesOrder locale={locale} highlight={ABILITY_TIMINGS[slug]} />
    </article>
  );
}
