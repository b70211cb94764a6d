import { emit, slugOf } from '../state';
import { damageStronghold, mill } from '../stronghold';
import type { AbilityModule } from './types';

const AI_RULE = 'Rulebook v1.1 · Solo Mode · AI Exception (Price of Blood)';

/**
 * Missing Mana is paid by shifting one's own Stronghold right, one instance at a time, the
 * card having left the hand (Rulings R1, R27). The Solo AI's card counts 0 toward its total and
 * mills its printed Mana from the AI's deck instead, as separate discards (Ruling R2).
 */
export const priceOfBlood = {
  slug: 'price-of-blood',
  rule: 'Rulebook v1.1 · Special Abilities · Price of Blood',
  payMissing(ctx, player, card, missing) {
    if (ctx.events)
      emit(ctx, {
        type: 'ability-triggered',
        ability: 'price-of-blood',
        card: slugOf(ctx.s, card),
        player,
        amount: missing,
        detail: `${missing} shifts`,
        rule: this.rule,
      });
    for (let i = 0; i < missing && !ctx.s.winner; i++) damageStronghold(ctx, player, 1, this.rule, player);
  },
  aiPay(ctx, ai, card) {
    mill(ctx, ai, ctx.s.cards[card].mana, AI_RULE, true);
    return 0;
  },
} satisfies AbilityModule;
