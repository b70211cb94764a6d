import type { AbilityModule } from './types';

/** Instead of its owner's hand, the card goes to the enemy (the AI's deck top in Solo; Ruling R5). */
export const mercenary: AbilityModule = {
  slug: 'mercenary',
  rule: 'Rulebook v1.1 · Special Abilities · Mercenary',
  returnsToEnemy: true,
};
