import type { AbilityModule } from './types';

/** May attack enemy Creatures the turn it enters play, never the Stronghold then (F16). */
export const rage: AbilityModule = {
  slug: 'rage',
  rule: 'Rulebook v1.1 · Special Abilities · Rage',
  clearance(_src, c, isNew) {
    if (isNew) c.creatures = true;
  },
};
