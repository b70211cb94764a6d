import { bit } from '../cards';
import { emit, slugOf } from '../state';
import { abilitiesAt } from '../stats';
import type { AbilityModule, Stacking } from './types';

const RULE = 'Rulebook v1.1 · Special Abilities · Symbiote';

const stacking: Stacking = {
  refusal(s, player, line, index) {
    if (!s.lines[line]?.[player]?.[index]) return 'no Creature there to host the Symbiote';
    // Symbiote granted by a neighbour's Aura counts: the host has it (R30).
    if ((abilitiesAt(s, player, line, index) & bit('symbiote')) !== 0)
      return 'a Symbiote cannot go on a Creature that already has Symbiote';
    return null;
  },
  stack(ctx, player, card, line, index, rule) {
    const s = ctx.s;
    const list = s.lines[line][player]!;
    const host = list[index];
    list[index] = { ...host, card, host: host.card };
    if (ctx.events)
      emit(ctx, {
        type: 'creature-entered',
        player,
        card: slugOf(s, card),
        line,
        index,
        host: slugOf(s, host.card),
        rule,
      });
  },
  // The AI puts it on the Creature nearest the Bridge of the line it was revealed on, or discards it (R30).
  aiPlace(ctx, ai, card, line) {
    if (stacking.refusal(ctx.s, ai, line, 0) !== null) return false;
    stacking.stack(ctx, ai, card, line, 0, stacking.aiRule);
    return true;
  },
  aiRule: 'Rulebook v1.1 · Solo Mode · AI Exception (Symbiote)',
};

/** May enter play on top of a Creature without Symbiote in its Kingdom; the two stack (Ruling R4). */
export const symbiote: AbilityModule = {
  slug: 'symbiote',
  rule: RULE,
  stacksOnHost: stacking,
};
