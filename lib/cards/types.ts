export const ABILITY_SLUGS = [
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
] as const;
export type AbilitySlug = (typeof ABILITY_SLUGS)[number];

export const CARD_TYPES = ['creature', 'incantation'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export interface CardAbility {
  ability: AbilitySlug;
  aura: boolean;
}

/** A playable card, in the shape of cards.json (official cards) and of inline/custom cards. */
export interface Card {
  slug: string;
  name: string;
  type: CardType;
  mana: number;
  /** Printed Attack Value (Creature) or Damage (Incantation); "X" only with Vulnerability. */
  attack: number | 'X';
  /** null for Incantations. */
  health: number | null;
  abilities: CardAbility[];
}

export interface OfficialCard extends Card {
  set: string;
  number: number;
  verified: boolean;
}

export interface CardSet {
  slug: string;
  nameEn: string;
  nameFr: string;
  printedCards: number;
}

export interface AbilityInfo {
  slug: AbilitySlug;
  nameEn: string;
  nameFr: string;
  cost: { creature: number; incantation: number };
  canBeAura: boolean;
  availableFor: Array<'champion' | 'creature' | 'incantation'>;
}

export interface PreconstructedDeck {
  slug: string;
  name: string;
  cards: string[];
}
