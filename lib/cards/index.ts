import cardsJson from './data/cards.json';
import setsJson from './data/sets.json';
import abilitiesJson from './data/abilities.json';
import preconstructedJson from './data/preconstructed.json';
import type { AbilityInfo, CardSet, OfficialCard, PreconstructedDeck } from './types';

export * from './types';

/** The 224 official cards, in data order (set, then collector number). */
export const CARDS: readonly OfficialCard[] = cardsJson as OfficialCard[];
export const SETS: readonly CardSet[] = setsJson as CardSet[];
export const ABILITIES: readonly AbilityInfo[] = abilitiesJson as AbilityInfo[];
export const PRECONSTRUCTED: readonly PreconstructedDeck[] = preconstructedJson as PreconstructedDeck[];

const bySlug = new Map(CARDS.map((card) => [card.slug, card]));

export function getCard(slug: string): OfficialCard | undefined {
  return bySlug.get(slug);
}

export { getAbility, getSet } from './lookups';

/** Cards of one set in collector order. */
export function cardsOfSet(setSlug: string): OfficialCard[] {
  return CARDS.filter((card) => card.set === setSlug).sort((a, b) => a.number - b.number);
}
