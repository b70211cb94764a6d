import type { AbilityModule } from './types';

/** Also hits the Creature right behind the main target; never reaches the Stronghold (F13, F15). */
export const perforation: AbilityModule = {
  slug: 'perforation',
  rule: 'Rulebook v1.1 · Special Abilities · Perforation',
  extraTargets(src, plan) {
    if (plan.primary?.kind !== 'creature' || !plan.at) return;
    const behind = src.ctx.s.lines[plan.at.line][plan.at.player]![plan.at.index + 1];
    if (behind) plan.extra.push({ kind: 'creature', player: plan.at.player, card: behind.card });
  },
};
