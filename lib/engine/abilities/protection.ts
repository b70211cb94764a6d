import type { AbilityModule } from './types';

/** The first source dealing at least 1 Damage to the owner each turn is reduced to 0 (Ruling R8); the mark clears at the end of the turn (R19). */
export const protection: AbilityModule = {
  slug: 'protection',
  rule: 'Rulebook v1.1 · Special Abilities · Protection',
  absorb(src, target, amount) {
    if (amount < 1) return false;
    const c = src.ctx.s.lines[target.line][target.player]![target.index];
    if (c.protectionUsed) return false;
    c.protectionUsed = true;
    return true;
  },
  // The first damaging source of the turn uses Protection up even on a Creature that gains it later (R8).
  damaged(c) {
    c.protectionUsed = true;
  },
  endOfTurn(c) {
    c.protectionUsed = false;
  },
};
