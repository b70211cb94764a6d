import type { Card, CardAbility } from '../../cards';
import type { Locale } from '../../i18n/locales';
import { tableMessages } from '../../i18n/messages/table';
import { createT } from '../../i18n/translate';
import { abilityLabel } from '../../print/face/layoutAbilities';
import { takesSingular } from '../../i18n/takesSingular';

/** The abilities as read aloud: "Protection, Rage (Aura)". */
export function abilityList(abilities: readonly CardAbility[], locale: Locale): string {
  return abilities.map((a) => abilityLabel(a, locale)).join(', ');
}

/** What a card does, for a screen reader: its type, Attack or Damage, Health and abilities. */
export function describeCard(card: Card, locale: Locale): string {
  const t = createT(tableMessages, locale);
  const details =
    card.type === 'incantation'
      ? t(card.attack !== 'X' && takesSingular(card.attack, locale) ? 'incantationDetailsOne' : 'incantationDetails', {
          attack: card.attack,
        })
      : t('creatureDetails', { attack: card.attack, hp: card.health ?? 0 });
  return card.abilities.length
    ? t('withAbilities', { details, abilities: abilityList(card.abilities, locale) })
    : details;
}
