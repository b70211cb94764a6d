import { getAbility } from '../../cards';
import type { AiConfig } from '../../engine';
import type { Locale } from '../../i18n/locales';
import { tableMessages } from '../../i18n/messages/table';
import { createT } from '../../i18n/translate';

/** The Solo AI's settings in one line: its Mana, the Mana per enemy Creature, then Resistance and the abilities it gives, as a list. */
export function describeAi(config: AiConfig, locale: Locale): string {
  const t = createT(tableMessages, locale);
  const abilities = config.abilities.map((a) => (locale === 'fr' ? getAbility(a)?.nameFr : getAbility(a)?.nameEn) ?? a);
  const extras = [...(config.resistance ? [t('aiResistance')] : []), ...abilities];
  return t('aiSettings', {
    mana: config.fixedMana,
    per: config.manaPerCreature,
    extra: extras.map((x) => `, ${x}`).join(''),
  });
}
