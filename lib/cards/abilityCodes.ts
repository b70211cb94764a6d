import type { AbilitySlug } from './types';

/**
 * The abilities as links store them (replay codes, Champion codes): a link holds an ability's
 * index in this list, so the list is append-only. A new ability goes at the end; nothing is
 * ever reordered or removed, so every stored link keeps its meaning.
 */
export const ENCODED_ABILITIES: readonly AbilitySlug[] = Object.freeze([
  'aerial',
  'aquatic',
  'berserk',
  'catalyst',
  'defender',
  'indestructible',
  'instinct',
  'mercenary',
  'perforation',
  'price-of-blood',
  'protection',
  'rage',
  'regeneration',
  'sharpening',
  'splash',
  'sprint',
  'symbiote',
  'vanish',
  'vulnerability',
] as const);

/** The number a link stores for an ability: its index × 2, plus 1 for an Aura. */
export function encodeAbility(ability: AbilitySlug, aura: boolean): number {
  const index = ENCODED_ABILITIES.indexOf(ability);
  if (index < 0) throw new RangeError(`${ability} has no link code: append it to ENCODED_ABILITIES`);
  return index * 2 + (aura ? 1 : 0);
}

/** The ability a stored number names, or null for a number no list ever held. */
export function decodeAbility(code: number): { ability: AbilitySlug; aura: boolean } | null {
  const ability = ENCODED_ABILITIES[code >> 1];
  return ability === undefined ? null : { ability, aura: (code & 1) === 1 };
}
