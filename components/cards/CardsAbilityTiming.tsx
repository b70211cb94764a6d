import { ABILITY_TIMINGS, abilityTimingLines, type ExplainedSlug } from '@/lib/cards/explanations';
import type { Locale } from '@/lib/i18n/locales';
import { cardsMessages } from '@/lib/i18n/messages/cards';
import { createT } from '@/lib/i18n/translate';

/** Where an ability acts in the rulebook's activation order, for the card type at hand. */
export function CardsAbilityTiming({ slug, locale, only }: { slug: ExplainedSlug; locale: Locale; only?: 'assault' | 'incantation' }) {
  const t = createT(cardsMessages, locale);
  const lines = abilityTimingLines(slug, locale).filter((line) => !only || line.order === only);
  const moment = ABILITY_TIMINGS[slug].moment;
  const texts = lines.map((line) => t(line.order === 'assault' ? 'assaultStep' : 'incantationStep', { step: line.step, total: line.total, label: line.label }));
  if (moment) texts.push(t(moment === 'mana' ? 'momentMana' : 'momentSummoning'));
  if (texts.length === 0) return null;
  return (
    <div className="text-sm">
      <span className="font-semibold">{t('activation')}</span>
      <ul className="ml-5 list-disc text-black/70">
        {texts.map((text) => <li key={text}>{text}</li>)}
      </ul>
    </div>
  );
}
