import { createT, defineMessages } from '../i18n/translate';
import type { BilingualMessage } from './types';

/** Champion domain texts: every message the domain returns carries both languages. */
export const championMessages = defineMessages({
  en: {
    costBase: 'Attack {attack} and Health {health}: ({attack} + {health}) / 2 − 1',
    costBaseIncantation: 'Damage {damage}: {damage} / 2 + 1',
    costAura: 'Aura: {ability}',
    costRoundedUp: 'Rounded up: abilities make up most of the cost',
    costRoundedDown: 'Rounded down: Attack and Health make up much of the cost',
    costRoundedDownIncantation: 'Rounded down',
    costFloor: 'A card never costs less than 0 Mana',
    warnXCountsAsOne: 'X counts as 1 for the cost.',
    warnAttackAbove: 'Attack {value} is above every official card (at most {max}).',
    warnHealthAbove: 'Health {value} is above every official card (at most {max}).',
    warnAbilitiesAbove: '{value} abilities: no official card has more than {max}.',
    warnAurasAbove: '{value} Auras: no official card has more than {max}.',
    warnManaAbove: 'A cost of {value} Mana is above every official Creature (at most {max}).',
  },
  fr: {
    costBase: 'Attaque {attack} et Vie {health} : ({attack} + {health}) / 2 − 1',
    costBaseIncantation: 'Dégâts {damage} : {damage} / 2 + 1',
    costAura: 'Aura : {ability}',
    costRoundedUp: 'Arrondi au supérieur : les capacités font l’essentiel du coût',
    costRoundedDown: 'Arrondi à l’inférieur : l’Attaque et la Vie pèsent lourd dans le coût',
    costRoundedDownIncantation: 'Arrondi à l’inférieur',
    costFloor: 'Une carte ne coûte jamais moins de 0 Mana',
    warnXCountsAsOne: 'X compte pour 1 dans le coût.',
    warnAttackAbove: 'Une Attaque de {value} dépasse toutes les cartes officielles (au plus {max}).',
    warnHealthAbove: 'Une Vie de {value} dépasse toutes les cartes officielles (au plus {max}).',
    warnAbilitiesAbove: '{value} capacités : aucune carte officielle n’en a plus de {max}.',
    warnAurasAbove: '{value} Auras : aucune carte officielle n’en a plus de {max}.',
    warnManaAbove: 'Un coût de {value} Mana dépasse toutes les Créatures officielles (au plus {max}).',
  },
});

export type ChampionMessageKey = keyof typeof championMessages.en;

const tEn = createT(championMessages, 'en');
const tFr = createT(championMessages, 'fr');

export function bilingual(key: ChampionMessageKey, vars?: Record<string, string | number>): BilingualMessage {
  return { message: tEn(key, vars), messageFr: tFr(key, vars) };
}
