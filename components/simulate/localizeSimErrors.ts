import { customPlayPoints } from '@/lib/engine';
import type { Locale } from '@/lib/i18n/locales';
import { simulateMessages } from '@/lib/i18n/messages/simulate';
import { createT } from '@/lib/i18n/translate';
import { customOf, type FormErrors, type SimulateFormValues } from '@/lib/sim/form';
import { takesSingular } from '@/lib/i18n/takesSingular';
import { explainSimDeck } from './explainSimDeck';

/**
 * The form's problems in the reader's language: the checks word them in English (the command
 * line's language), so the deck and the Custom Play settings are explained again here. The
 * form offers only valid levels, Mana and abilities, so a Custom Play problem is the points.
 */
export function localizeSimErrors(errors: FormErrors, values: SimulateFormValues, locale: Locale): FormErrors {
  const t = createT(simulateMessages, locale);
  const points = customPlayPoints(customOf(values));
  return {
    ...errors,
    ...(errors.deck === undefined ? {} : { deck: explainSimDeck(values.deck, locale) ?? errors.deck }),
    ...(errors.custom === undefined
      ? {}
      : {
          custom: t(takesSingular(points, locale) ? 'customPointsOne' : 'customPoints', {
            points,
            level: values.level,
          }),
        }),
  };
}
