import type { AbilityModule } from './types';

/** May enter play on top of a Creature without Symbiote in its Kingdom; the two stack (Ruling R4). */
export const symbiote: AbilityModule = {
  slug: 'symbiote',
  rule: 'Rulebook v1.1 · Special Abilities · Symbiote',
  stacksOnHost: true,
};
