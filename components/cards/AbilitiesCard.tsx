import Link from 'next/link';
import type { ExplainedSlug } from '@/lib/cards/explanations';
import { explainAbility } from '@/lib/cards/explanations';
import type { Locale } from '@/lib/i18n/locales';
import { abilitiesMessages } from '@/lib/i18n/messages/abilities';
import { createT } from '@/lib/i18n/translate';
import { AbilitiesIcon } from './AbilitiesIcon';

/** An ability on the abilities index: icon, both names, what it does, how many cards have it. */
export function AbilitiesCard({
  slug,
  nameEn,
  nameFr,
  count,
  locale,
}: {
  slug: ExplainedSlug;
  nameEn: string;
  nameFr: string;
  count: number;
  locale: Locale;
}) {
  const t = createT(abilitiesMessages, locale);
  const [name, other] = locale === 'fr' ? [nameFr, nameEn] : [nameEn, nameFr];
  return (
    <li>
      <Link
        href={`/abilities/${slug}`}
        className="flex h-full gap-3 rounded-lg border border-black/10 bg-white/70 p-4 hover:border-gold"
      >
        <AbilitiesIcon ability={slug} locale={locale} size={40} />
        <span className="min-w-0 space-y-1">
          <span className="block text-lg font-semibold">
            {name}
            {other !== name && (
              <span className="ml-2 text-sm font-normal text-black/60" lang={locale === 'fr' ? 'en' : 'fr'}>
                {other}
              </span>
            )}
          </span>
          <span className="block text-sm text-black/80">{explainAbility(slug, locale).summary}</span>
          <span className="block text-xs text-black/60">{count === 1 ? t('countOne') : t('countMany', { count })}</span>
        </span>
      </Link>
    </li>
  );
}
