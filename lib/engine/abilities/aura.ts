import type { CreatureState, GameState } from '../types';

/** Abilities a Creature grants by Aura (both cards of a Symbiote stack); the owner itself does not get them. */
export function auraOf(s: GameState, c: CreatureState): number {
  return c.host === null ? s.cards[c.card].aura : s.cards[c.card].aura | s.cards[c.host].aura;
}

/**
 * What the neighbours of position `index` grant it: only the Creatures right before and
 * right after it on the same side of the same line (F21). Read from the current positions,
 * so a move or a departure takes effect at the next read (the "Auras update" steps).
 */
export function auraReceived(s: GameState, list: readonly CreatureState[], index: number): number {
  let m = 0;
  if (index > 0) m |= auraOf(s, list[index - 1]);
  if (index + 1 < list.length) m |= auraOf(s, list[index + 1]);
  return m;
}
