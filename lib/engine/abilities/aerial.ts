import type { AbilityModule } from './types';
import { playerOf } from '../state';

/** On its player's upper line the owner ignores enemy Creatures and strikes the Stronghold. */
export const aerial: AbilityModule = {
  slug: 'aerial',
  rule: 'Rulebook v1.1 · Special Abilities · Aerial',
  target(src, plan) {
    if (!src.ref) return;
    const upper = playerOf(src.ctx.s, src.player).lines[0];
    if (src.ref.line !== upper) return;
    const enemyLine = src.ctx.s.lines[src.ref.line];
    for (const side in enemyLine) {
      if (side !== src.player) {
        plan.primary = { kind: 'stronghold', player: side as typeof src.player };
        plan.at = null;
      }
    }
  },
};
