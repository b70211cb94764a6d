import type { AbilityModule } from './types';

/** Missing Mana is paid by shifting one's own Stronghold right, one instance at a time (Ruling R1, R2). */
export const priceOfBlood: AbilityModule = {
  slug: 'price-of-blood',
  rule: 'Rulebook v1.1 · Special Abilities · Price of Blood',
  paysWithBlood: true,
};
