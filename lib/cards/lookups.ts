import setsJson from './data/sets.json';
import abilitiesJson from './data/abilities.json';
import type { AbilityInfo, AbilitySlug, CardSet } from './types';

// Set and ability look-ups without the card list, for code that runs in the browser
// (the card face) and must not carry all of cards.json.
const setBySlug = new Map((setsJson as CardSet[]).map((set) => [set.slug, set]));
const abilityBySlug = new Map((abilitiesJson as AbilityInfo[]).map((a) => [a.slug, a]));

export function getSet(slug: string): CardSet | undefined {
  return setBySlug.get(slug);
}

export function getAbility(slug: string): AbilityInfo | undefined {
  return abilityBySlug.get(slug as AbilitySlug);
}
