import type { AbilitySlug, CardAbility } from '../../cards/types';
import { maskOf, slugsOf, type CardDef } from '../../engine';
import type { CreatureView } from './boardView';

/** A Creature as the board draws it: its current figures and every ability it has now, and where each comes from. */
export interface CreatureStatus {
  def: CardDef;
  /** The Symbiote underneath, when it is a stack. */
  host: CardDef | null;
  attack: number | 'X';
  hp: number;
  max: number;
  damage: number;
  /** Printed on its card(s); an Aura ability is one it gives its neighbours. */
  printed: CardAbility[];
  /** Received now from its neighbours' Auras or from the Solo AI's settings, and not printed on it. */
  received: AbilitySlug[];
}

/**
 * What the board shows of the Creature at `index` of one side of a line. Auras are read from
 * the neighbours standing there now, as the engine reads them, so every beat of an animation
 * shows the Auras as they stand after it. `granted`: abilities the AI's settings give its Creatures.
 */
export function creatureStatus(
  list: readonly CreatureView[],
  index: number,
  defs: ReadonlyMap<string, CardDef>,
  granted: readonly AbilitySlug[] = [],
): CreatureStatus {
  const c = list[index];
  const def = defs.get(c.card)!;
  const host = c.host ? (defs.get(c.host) ?? null) : null;
  const auraOf = (v: CreatureView | undefined) =>
    v ? (defs.get(v.card)?.aura ?? 0) | (v.host ? (defs.get(v.host)?.aura ?? 0) : 0) : 0;
  const own = def.own | (host?.own ?? 0);
  const received = slugsOf((auraOf(list[index - 1]) | auraOf(list[index + 1]) | maskOf(granted)) & ~own);
  const max = def.hp + (host?.hp ?? 0);
  return {
    def,
    host,
    damage: c.damage,
    max,
    hp: Math.max(0, max - c.damage),
    attack: def.attack === 'X' ? 'X' : def.atk + (host?.atk ?? 0),
    printed: [...def.abilities, ...(host?.abilities ?? [])],
    received,
  };
}
