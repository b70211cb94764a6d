import { emit, slugOf } from '../state';
import { damageStronghold } from '../stronghold';
import type { AbilityModule } from './types';

/** Excess Damage over destroyed Creatures hits their owner's Stronghold in one instance (Ruling R9). */
export const sharpening: AbilityModule = {
  slug: 'sharpening',
  rule: 'Rulebook v1.1 · Special Abilities · Sharpening',
  afterHit(src, hits) {
    let excess = 0;
    let owner = null as null | (typeof hits)[number]['target']['player'];
    for (const h of hits) {
      if (h.target.kind !== 'creature' || !h.destroyed) continue;
      excess += h.dealt - h.hpLeft;
      owner = h.target.player;
    }
    if (owner === null || excess <= 0) return;
    if (src.ctx.events)
      emit(src.ctx, {
        type: 'ability-triggered',
        ability: 'sharpening',
        card: slugOf(src.ctx.s, src.card),
        player: src.player,
        amount: excess,
        detail: `${excess}`,
        rule: this.rule,
      });
    damageStronghold(src.ctx, owner, excess, this.rule, src.player);
  },
};
