import { moveCreature } from '../lines';
import type { AbilityModule } from './types';

/** Damaged and still in play, the owner moves to the far end of its line. */
export const vanish: AbilityModule = {
  slug: 'vanish',
  rule: 'Rulebook v1.1 · Special Abilities · Vanish',
  afterDamaged(ctx, target) {
    const len = ctx.s.lines[target.line][target.player]!.length;
    moveCreature(ctx, target, len - 1, this.rule);
  },
};
