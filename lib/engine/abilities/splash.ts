import { neighbourLine } from '../state';
import type { AbilityModule } from './types';

/** Also hits the Creature at the same position on the neighbouring line; never the Stronghold (F15). */
export const splash: AbilityModule = {
  slug: 'splash',
  rule: 'Rulebook v1.1 · Special Abilities · Splash',
  extraTargets(src, plan) {
    if (plan.primary?.kind !== 'creature' || !plan.at) return;
    const other = neighbourLine(src.ctx.s, plan.at.player, plan.at.line);
    if (other === null) return;
    const side = src.ctx.s.lines[other][plan.at.player]!;
    const c = side[plan.at.index];
    if (c) plan.extra.push({ kind: 'creature', player: plan.at.player, card: c.card });
  },
};
