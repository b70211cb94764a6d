import type { AbilityModule } from './types';

/** +2 Mana in its controller's Mana Regeneration while in play (Ruling R21). */
export const catalyst: AbilityModule = {
  slug: 'catalyst',
  rule: 'Rulebook v1.1 · Special Abilities · Catalyst',
  manaBonus: 2,
};
