import type { AbilitySlug } from '../cards/types';
import { isAbility } from './cards';
import type { AiConfig } from './types';

/** Abilities Custom Play can give every AI Creature (Rulebook v1.1 list). */
export const CUSTOM_ABILITIES: readonly AbilitySlug[] = [
  'sharpening',
  'aquatic',
  'berserk',
  'catalyst',
  'vanish',
  'instinct',
  'perforation',
  'protection',
  'rage',
  'splash',
  'sprint',
];

/** Solo Custom Play settings; omitted keys take the Quick Play values. */
export interface CustomPlaySettings {
  level: number;
  /** 2: +2 Mana per enemy Creature instead of +1. */
  manaPerCreature?: 1 | 2;
  fixedMana?: 6 | 7 | 8 | 9 | 10;
  aiFirst?: boolean;
  resistance?: boolean;
  abilities?: AbilitySlug[];
  /** The AI starts on its Fort. */
  noBastion?: boolean;
  /** The player uses a Champion. */
  champion?: boolean;
}

/** Difficulty points the settings spend (costs from the rules README). */
export function customPlayPoints(c: CustomPlaySettings): number {
  return (
    (c.manaPerCreature === 2 ? 2 : 0) +
    ((c.fixedMana ?? 6) - 6) +
    (c.aiFirst ? 1 : 0) +
    (c.resistance ? 2 : 0) +
    (c.abilities?.length ?? 0) -
    (c.noBastion ? 1 : 0) -
    (c.champion ? 2 : 0)
  );
}

/** Every problem with the settings; empty when they are valid (points spent equal the level). */
export function validateCustomPlay(c: CustomPlaySettings): string[] {
  const errors: string[] = [];
  if (!Number.isInteger(c.level) || c.level < 1 || c.level > 10) errors.push('level must be an integer from 1 to 10');
  if (c.manaPerCreature !== undefined && c.manaPerCreature !== 1 && c.manaPerCreature !== 2)
    errors.push('manaPerCreature must be 1 or 2');
  if (c.fixedMana !== undefined && (!Number.isInteger(c.fixedMana) || c.fixedMana < 6 || c.fixedMana > 10))
    errors.push('fixedMana must be 6 to 10');
  const abilities = c.abilities ?? [];
  for (const a of abilities)
    if (!isAbility(a) || !CUSTOM_ABILITIES.includes(a))
      errors.push(`${String(a)} is not an ability Custom Play can grant`);
  if (new Set(abilities).size !== abilities.length) errors.push('an ability is listed twice');
  if (errors.length === 0 && customPlayPoints(c) !== c.level)
    errors.push(`the settings spend ${customPlayPoints(c)} points; level ${c.level} needs exactly ${c.level}`);
  return errors;
}

/** The AI configuration the settings give (Quick Play without settings). */
export function aiConfigOf(c: CustomPlaySettings | undefined): AiConfig {
  return {
    fixedMana: c?.fixedMana ?? 6,
    manaPerCreature: c?.manaPerCreature ?? 1,
    resistance: c?.resistance ?? false,
    abilities: [...(c?.abilities ?? [])],
  };
}
