import type { AbilityModule } from './types';

/** Adjacent to the Bridge, the owner's Damage (Sprint bonus included) is doubled. */
export const aquatic: AbilityModule = {
  slug: 'aquatic',
  rule: 'Rulebook v1.1 · Special Abilities · Aquatic',
  scaleDamage(src, amount) {
    return src.ref && src.ref.index === 0 ? amount * 2 : amount;
  },
};
