import { moveCreature } from '../lines';
import { emit, slugOf } from '../state';
import type { AbilityModule } from './types';

/** Each attack, the owner runs to the Bridge and gains +1 Damage per Creature passed, until the Assault ends (R16). */
export const sprint: AbilityModule = {
  slug: 'sprint',
  rule: 'Rulebook v1.1 · Special Abilities · Sprint',
  beforeDamage(src) {
    if (!src.ref) return;
    const passed = src.ref.index;
    const c = src.ctx.s.lines[src.ref.line][src.player]![src.ref.index];
    if (passed > 0) src.ref = moveCreature(src.ctx, src.ref, 0, this.rule);
    c.sprint += passed;
    if (src.ctx.events) emit(src.ctx, { type: 'ability-triggered', ability: 'sprint', card: slugOf(src.ctx.s, c.card), player: src.player, detail: `+${passed}`, rule: this.rule });
  },
};
