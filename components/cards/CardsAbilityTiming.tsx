import { ABILITY_TIMINGS, abilityTimingLines, type ExplainedSlug } from '@/lib/cards/explanations';
import type { Locale } from '@/lib/i18n/locales';
import { cardsMessages } from '@/lib/i18n/messages/cards';
import { createT } from '@/lib/i18n/translate';

/**
 * Where an ability acts in the rulebook's activation orders. With `prefer`, the card type's
 * own order is shown, falling back to the other when the ability only acts there (a
 * Creature's Indestructible works while an Incantation resolves).
 */
export function CardsAbilityTiming({
  slug,
  locale,
  prefer,
}: {
  slug: ExplainedSlug;
  locale: Locale;
  prefer?: 'assault' | 'incantation';
}) {
  const t = createT(cardsMessages, locale);
  const all = abilityTimingLines(slug, locale);
  const preferred = all.filter((line) => line.order === prefer);
  const lines = prefer && preferred.length > 0 ? preferred : all;
  const moment = ABILITY_TIMINGS[slug].moment;
  const texts = lines.map((line) =>
    t(line.order === 'assault' ? 'assaultStep' : 'incantationStep', {
      step: line.step,
      total: line.total,
      label: line.label,
    }),
  );
  if (moment) texts.push(t(moment === 'mana' ? 'momentMana' : 'momentSummoning'));
  if (texts.length === 0) return null;
  return (
    <div className="text-sm">
      <span className="font-semibold">{t('activation')}</span>
      <ul className="ml-5 list-disc text-black/70">
        {texts.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );
}
