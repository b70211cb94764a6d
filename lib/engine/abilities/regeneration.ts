import { emit, slugOf } from '../state';
import { healStronghold } from '../stronghold';
import type { AbilityModule } from './types';

/** One shift left of the owner's Stronghold per target that suffered Damage (Ruling R7; AI: discard top to deck). */
export const regeneration: AbilityModule = {
  slug: 'regeneration',
  rule: 'Rulebook v1.1 · Special Abilities · Regeneration',
  afterHit(src, hits) {
    for (const h of hits) {
      if (h.dealt < 1 || src.ctx.s.winner) continue;
      if (src.ctx.events)
        emit(src.ctx, {
          type: 'ability-triggered',
          ability: 'regeneration',
          card: slugOf(src.ctx.s, src.card),
          player: src.player,
          rule: this.rule,
        });
      healStronghold(src.ctx, src.player, this.rule);
    }
  },
};
