import type { Locale } from '../../i18n/locales';
import { createT } from '../../i18n/translate';
import { incantationEffect } from './incantationEffect';
import { abilityLabel } from './layoutAbilities';
import { faceMessages } from './messages';
import { faceKind } from './palette';
import type { FaceCard } from './types';

/** One sentence for screen readers: name, type, mana, values and abilities. */
export function describeCardFace(card: FaceCard, locale: Locale): string {
  const t = createT(faceMessages, locale);
  const parts = [card.name, t(faceKind(card)), t('mana', { value: card.mana })];
  const effect = incantationEffect(card, locale);
  if (card.type === 'incantation') parts.push(t('damage', { value: card.attack }));
  else parts.push(t('attack', { value: card.attack }), t('health', { value: card.health ?? 0 }));
  parts.push(
    card.abilities.length
      ? t('abilities', { list: card.abilities.map((a) => abilityLabel(a, locale)).join(', ') })
      : t('noAbility'),
  );
  // The effect is a sentence of its own, after the list.
  return effect ? `${parts.join(', ')}. ${effect}` : parts.join(', ');
}
