import { getCard, type AbilitySlug, type Card } from '@/lib/cards';

/** Mana the first player gains on their first turn, and anyone's on a full hand of 8. */
export const FIRST_TURN_MANA = { firstPlayer: 6, full: 9 } as const;

export interface DeckStats {
  cardCount: number;
  creatures: number;
  incantations: number;
  /** manaCurve[m] = number of cards costing m Mana (length = highest cost + 1). */
  manaCurve: number[];
  /** Abilities present, by how many cards carry each (Auras counted too), most common first. */
  abilities: Array<{ ability: AbilitySlug; cards: number }>;
  totalMana: number;
  averageMana: number;
  /** Attack Value of the Creatures; a printed "X" counts as 0 and sets `variableAttack`. */
  totalAttack: number;
  averageAttack: number;
  variableAttack: boolean;
  /** Health Points of the Creatures. */
  totalHealth: number;
  averageHealth: number;
  /**
   * Cards affordable on the first turn: the hand order is random, so these are simply the
   * cards whose own cost is within 6 Mana (first player) or 9 Mana (other players).
   */
  playableFirstTurn: { withSix: string[]; withNine: string[] };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Figures for a (possibly partial) deck; unknown slugs are left out. */
export function deckStats(cards: readonly (string | Card)[]): DeckStats {
  const list = cards.map((c) => (typeof c === 'string' ? getCard(c) : c)).filter((c): c is Card => c !== undefined);
  const creatures = list.filter((c) => c.type === 'creature');
  const maxMana = list.reduce((m, c) => Math.max(m, c.mana), -1);
  const manaCurve = Array.from({ length: maxMana + 1 }, (_, m) => list.filter((c) => c.mana === m).length);
  const abilityCounts = new Map<AbilitySlug, number>();
  for (const card of list) {
    for (const ability of new Set(card.abilities.map((a) => a.ability)))
      abilityCounts.set(ability, (abilityCounts.get(ability) ?? 0) + 1);
  }
  const totalMana = list.reduce((s, c) => s + c.mana, 0);
  const totalAttack = creatures.reduce((s, c) => s + (c.attack === 'X' ? 0 : c.attack), 0);
  const totalHealth = creatures.reduce((s, c) => s + (c.health ?? 0), 0);
  return {
    cardCount: list.length,
    creatures: creatures.length,
    incantations: list.filter((c) => c.type === 'incantation').length,
    manaCurve,
    abilities: [...abilityCounts]
      .map(([ability, n]) => ({ ability, cards: n }))
      .sort((a, b) => b.cards - a.cards || a.ability.localeCompare(b.ability)),
    totalMana,
    averageMana: list.length ? round2(totalMana / list.length) : 0,
    totalAttack,
    averageAttack: creatures.length ? round2(totalAttack / creatures.length) : 0,
    variableAttack: creatures.some((c) => c.attack === 'X'),
    totalHealth,
    averageHealth: creatures.length ? round2(totalHealth / creatures.length) : 0,
    playableFirstTurn: {
      withSix: list.filter((c) => c.mana <= FIRST_TURN_MANA.firstPlayer).map((c) => c.slug),
      withNine: list.filter((c) => c.mana <= FIRST_TURN_MANA.full).map((c) => c.slug),
    },
  };
}
