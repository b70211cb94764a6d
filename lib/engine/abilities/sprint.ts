import { moveCreature } from '../lines';
import { creaturesIn, emit, slugOf } from '../state';
import type { AbilityModule } from './types';

/**
 * Each attack, the owner runs to the Bridge and gains +1 Damage per Creature passed, until
 * the Assault ends (R16); a Symbiote stack passed is two Creatures (R32). The bonus stays on
 * the Creature (`sprint`) and counts in every attack it makes this Assault, cleared at the
 * end of the turn.
 */
export const sprint: AbilityModule = {
  slug: 'sprint',
  rule: 'Rulebook v1.1 · Special Abilities · Sprint',
  beforeDamage(src) {
    if (!src.ref) return;
    const line = src.ctx.s.lines[src.ref.line][src.player]!;
    const c = line[src.ref.index];
    let passed = 0;
    for (let i = 0; i < src.ref.index; i++) passed += creaturesIn(line[i]);
    if (src.ref.index > 0) src.ref = moveCreature(src.ctx, src.ref, 0, this.rule);
    c.sprint += passed;
    if (src.ctx.events)
      emit(src.ctx, {
        type: 'ability-triggered',
        ability: 'sprint',
        card: slugOf(src.ctx.s, c.card),
        player: src.player,
        amount: passed,
        detail: `+${passed}`,
        rule: this.rule,
      });
  },
  carriedDamage(c) {
    return c.sprint;
  },
  endOfTurn(c) {
    c.sprint = 0;
  },
};
