import type { Locale } from '../i18n/locales';
import { EXPLANATIONS_EN } from './explanations/en';
import { EXPLANATIONS_FR } from './explanations/fr';
import { ABILITY_TIMINGS, ASSAULT_STEPS, INCANTATION_STEPS } from './explanations/steps';
import type { AbilityExplanation, AbilityTiming, ExplainedSlug } from './explanations/types';

export type { AbilityExplanation, AbilityTiming, ExplainedSlug };
export { ABILITY_TIMINGS, ASSAULT_STEPS, INCANTATION_STEPS };

const EXPLANATIONS: Record<Locale, Record<ExplainedSlug, AbilityExplanation>> = {
  en: EXPLANATIONS_EN,
  fr: EXPLANATIONS_FR,
};

export function isExplainedSlug(value: string): value is ExplainedSlug {
  return Object.hasOwn(ABILITY_TIMINGS, value);
}

/** How an ability (or the Aura marker) plays, in the reader's language. */
export function explainAbility(slug: ExplainedSlug, locale: Locale): AbilityExplanation {
  return EXPLANATIONS[locale][slug];
}

export interface TimingLine {
  order: 'assault' | 'incantation';
  step: number;
  total: number;
  label: string;
}

/** The activation-order steps where an ability acts, with each step's short name. */
export function abilityTimingLines(slug: ExplainedSlug, locale: Locale): TimingLine[] {
  const timing = ABILITY_TIMINGS[slug];
  const assault = ASSAULT_STEPS[locale];
  const incantation = INCANTATION_STEPS[locale];
  return [
    ...timing.assault.map((step) => ({
      order: 'assault' as const,
      step,
      total: assault.length,
      label: assault[step - 1],
    })),
    ...timing.incantation.map((step) => ({
      order: 'incantation' as const,
      step,
      total: incantation.length,
      label: incantation[step - 1],
    })),
  ];
}
