import { areEnemies, hasFourSeats } from '../seats';
import { nextPlayer } from '../state';
import type { AbilityModule } from './types';

/** Instead of its owner's hand, the card goes to the enemy (the AI's deck top in Solo; Ruling R5). */
export const mercenary: AbilityModule = {
  slug: 'mercenary',
  rule: 'Rulebook v1.1 · Special Abilities · Mercenary',
  /**
   * In 2-player games the other seat. With four seats (Ruling R37) `at` decides: the Creature an
   * Incantation targeted, or the Creature's own place; that Creature's owner when an enemy, else the
   * enemy across that Creature's line.
   */
  sendsTo(s, owner, at) {
    if (!hasFourSeats(s.mode)) return nextPlayer(s, owner);
    if (areEnemies(s.mode, owner, at.player)) return at.player;
    const sides = s.lines[at.line];
    for (const side of s.order) if (side !== at.player && sides[side]) return side;
    throw new Error(`no enemy on line ${at.line}`);
  },
};
