import type { AbilityModule } from './types';

/** Incantations can target the owner, but it suffers nothing from them (F17). */
export const indestructible: AbilityModule = {
  slug: 'indestructible',
  rule: 'Rulebook v1.1 · Special Abilities · Indestructible',
  absorb(src) {
    return src.kind === 'incantation';
  },
};
