import { getAbility, getSet, type CardSet, type OfficialCard } from '@/lib/cards';
import type { Locale } from '@/lib/i18n/locales';
import { cardsMessages } from '@/lib/i18n/messages/cards';
import { createT } from '@/lib/i18n/translate';

export function setName(set: CardSet | undefined, locale: Locale): string {
  if (!set) return '';
  return locale === 'fr' ? set.nameFr : set.nameEn;
}

export function abilityName(slug: string, locale: Locale): string {
  const info = getAbility(slug);
  if (!info) return slug;
  return locale === 'fr' ? info.nameFr : info.nameEn;
}

/** "3 Mana, 2 Attack, 4 Health" — the numbers a screen reader needs to tell cards apart. */
export function cardStatsText(card: OfficialCard, locale: Locale): string {
  const t = createT(cardsMessages, locale);
  return card.type === 'creature'
    ? t('statsCreature', { mana: card.mana, attack: card.attack, health: card.health ?? 0 })
    : card.attack === 1
      ? t('statsIncantationOne', { mana: card.mana })
      : t('statsIncantation', { mana: card.mana, attack: card.attack });
}

/** "Rage, Sprint (as an Aura)". */
export function cardAbilitiesText(card: OfficialCard, locale: Locale): string {
  const t = createT(cardsMessages, locale);
  return card.abilities
    .map((a) => (a.aura ? `${abilityName(a.ability, locale)} (${t('asAura')})` : abilityName(a.ability, locale)))
    .join(', ');
}

/** "from Treachery"; in French the article agrees: "du Pack d’Initiation", "d’Ébrèchement", "de Félonie". */
export function fromSetText(set: CardSet | undefined, locale: Locale): string {
  const name = setName(set, locale);
  if (locale === 'en') return `from ${name}`;
  if (/^Pack\b/.test(name)) return `du ${name}`;
  return /^[AEIOUYÀÂÉÈÊÎÔÛH]/i.test(name) ? `d’${name}` : `de ${name}`;
}

/** One or two sentences describing a card, for link labels and page descriptions. */
export function cardDescription(card: OfficialCard, locale: Locale): string {
  const t = createT(cardsMessages, locale);
  const sentence = t('cardDescription', {
    name: card.name,
    type: t(card.type),
    fromSet: fromSetText(getSet(card.set), locale),
    stats: cardStatsText(card, locale),
  });
  const abilities = cardAbilitiesText(card, locale);
  return abilities ? `${sentence} ${abilities}.` : sentence;
}
