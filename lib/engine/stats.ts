import * as aura from './abilities/aura';
import type { CreatureRef, CreatureState, GameState, PlayerId } from './types';
import { playerOf } from './state';

// Compiled imports (tsx, bundlers) are read through getters at every use: the hot ones are bound once.
const { auraReceived } = aura;

/**
 * The abilities a Creature has right now: its printed ones (both cards of a stack), those
 * the Solo AI's settings give all its Creatures, and those its two neighbours on the same
 * line grant by Aura. Computed from the current positions, so every "Auras update" step of
 * the Activation Order is simply the next read.
 */
export function abilitiesAt(s: GameState, player: PlayerId, line: string, index: number): number {
  const list = s.lines[line][player]!;
  const c = list[index];
  let m = s.cards[c.card].own;
  if (c.host !== null) m |= s.cards[c.host].own;
  const p = playerOf(s, player);
  if (p.kind === 'ai') m |= p.granted;
  return m | auraReceived(s, list, index);
}

export function abilitiesOf(s: GameState, ref: CreatureRef): number {
  return abilitiesAt(s, ref.player, ref.line, ref.index);
}

/** HP of a Creature (a Symbiote stack adds both cards). */
export function healthOf(s: GameState, c: CreatureState): number {
  return c.host === null ? s.cards[c.card].hp : s.cards[c.card].hp + s.cards[c.host].hp;
}

/** Printed AV of a Creature (a Symbiote stack adds both cards). */
export function attackOf(s: GameState, c: CreatureState): number {
  return c.host === null ? s.cards[c.card].atk : s.cards[c.card].atk + s.cards[c.host].atk;
}
