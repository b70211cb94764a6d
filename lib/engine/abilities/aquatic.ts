import { emit, slugOf } from '../state';
import type { AbilityModule } from './types';

/** Adjacent to the Bridge, the owner's Damage (Sprint bonus included) is doubled. */
export const aquatic: AbilityModule = {
  slug: 'aquatic',
  rule: 'Rulebook v1.1 · Special Abilities · Aquatic',
  scaleDamage(src, amount) {
    if (!src.ref || src.ref.index !== 0) return amount;
    if (src.ctx.events)
      emit(src.ctx, {
        type: 'ability-triggered',
        ability: 'aquatic',
        card: slugOf(src.ctx.s, src.card),
        player: src.player,
        amount,
        detail: `${amount} × 2`,
        rule: this.rule,
      });
    return amount * 2;
  },
};
