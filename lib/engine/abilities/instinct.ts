import { emit, slugOf } from '../state';
import type { AbilityModule } from './types';

/**
 * Damaged by an enemy Creature and still in play, the owner strikes back once that
 * Creature's attacks are over; the answer is a whole attack (Rulings R18, R25, R38).
 */
export const instinct = {
  slug: 'instinct',
  rule: 'Rulebook v1.1 · Special Abilities · Instinct',
  answer(ctx, ref, strike) {
    if (ctx.events)
      emit(ctx, {
        type: 'ability-triggered',
        ability: 'instinct',
        card: slugOf(ctx.s, ctx.s.lines[ref.line][ref.player]![ref.index].card),
        player: ref.player,
        rule: this.rule,
      });
    strike(ref);
  },
} satisfies AbilityModule;
