import type { Locale } from '../../i18n/locales';
import { pluralKey } from '../../i18n/pluralKey';
import { createT } from '../../i18n/translate';
import { faceMessages } from './messages';
import type { FaceCard } from './types';

/**
 * What an Incantation does, in one sentence: its Damage (or X, which leaves each target at
 * 1 HP) and who it reaches (Perforation adds the Creature behind, Splash the one on the other
 * line). Its other abilities are named under their icons. Null for a Creature.
 */
export function incantationEffect(card: FaceCard, locale: Locale): string | null {
  if (card.type !== 'incantation' || card.champion) return null;
  const has = (slug: string) => card.abilities.some((a) => a.ability === slug);
  const reach = has('perforation') ? (has('splash') ? 'Both' : 'Behind') : has('splash') ? 'Across' : '';
  const t = createT(faceMessages, locale);
  if (card.attack === 'X') return t(`effectX${reach}`);
  return t(pluralKey(`effect${reach}`, card.attack, locale), { damage: card.attack });
}
