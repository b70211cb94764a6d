import type { AbilityModule } from './types';

/** Destroying at least one enemy Creature makes the owner attack again (not the Bastion: F20). */
export const berserk = {
  slug: 'berserk',
  rule: 'Rulebook v1.1 · Special Abilities · Berserk',
  attackAgain(_src, hits) {
    return hits.some((h) => h.target.kind === 'creature' && h.destroyed);
  },
} satisfies AbilityModule;
