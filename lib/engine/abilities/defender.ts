import type { AbilityModule } from './types';

/** The owner attacks Creatures but never the enemy Stronghold. */
export const defender: AbilityModule = {
  slug: 'defender',
  rule: 'Rulebook v1.1 · Special Abilities · Defender',
  target(_src, plan) {
    if (plan.primary?.kind === 'stronghold') {
      plan.primary = null;
      plan.at = null;
    }
  },
};
