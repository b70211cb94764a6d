import type { AbilityModule } from './types';

/**
 * Damaged by an enemy Creature and still in play, the owner strikes back once that
 * Creature's attacks are over, answers included (the assault loop runs the answer; Ruling R18).
 */
export const instinct: AbilityModule = {
  slug: 'instinct',
  rule: 'Rulebook v1.1 · Special Abilities · Instinct',
  answersAttacks: true,
};
