import { emit, slugOf } from '../state';
import type { AbilityModule } from './types';

const BONUS = 2;

/** +2 Mana in its controller's Mana Regeneration while in play, for the Player and the AI alike (Ruling R21). */
export const catalyst = {
  slug: 'catalyst',
  rule: 'Rulebook v1.1 · Special Abilities · Catalyst',
  manaBonus(ctx, player, card) {
    if (ctx?.events)
      emit(ctx, {
        type: 'ability-triggered',
        ability: 'catalyst',
        card: slugOf(ctx.s, card),
        player,
        amount: BONUS,
        detail: `+${BONUS}`,
        rule: this.rule,
      });
    return BONUS;
  },
} satisfies AbilityModule;
