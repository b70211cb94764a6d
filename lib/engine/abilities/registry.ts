import type { AbilitySlug } from '../../cards/types';
import { bit } from '../cards';
import { aerial } from './aerial';
import { aquatic } from './aquatic';
import { berserk } from './berserk';
import { catalyst } from './catalyst';
import { defender } from './defender';
import { indestructible } from './indestructible';
import { instinct } from './instinct';
import { mercenary } from './mercenary';
import { perforation } from './perforation';
import { priceOfBlood } from './price-of-blood';
import { protection } from './protection';
import { rage } from './rage';
import { regeneration } from './regeneration';
import { sharpening } from './sharpening';
import { splash } from './splash';
import { sprint } from './sprint';
import { symbiote } from './symbiote';
import { vanish } from './vanish';
import { vulnerability } from './vulnerability';
import type { AbilityModule } from './types';

/**
 * Every Special Ability, listed in the order the Activation Order reaches them, so that
 * running a hook over this list resolves abilities step by step.
 */
const MODULES: readonly AbilityModule[] = [
  rage, aerial, defender, splash, perforation, sprint, aquatic, vulnerability, indestructible, protection,
  mercenary, regeneration, sharpening, vanish, berserk, instinct, catalyst, priceOfBlood, symbiote,
];

export const REGISTRY: Readonly<Record<AbilitySlug, AbilityModule>> = Object.fromEntries(
  MODULES.map((m) => [m.slug, m]),
) as Record<AbilitySlug, AbilityModule>;

type HookName = { [K in keyof AbilityModule]-?: AbilityModule[K] extends ((...args: never[]) => unknown) | undefined ? K : never }[keyof AbilityModule];

/** The abilities implementing one hook, in activation order, with their bit. */
export function withHook<K extends HookName>(hook: K): Array<{ bit: number; module: AbilityModule & Required<Pick<AbilityModule, K>> }> {
  return MODULES.filter((m) => m[hook] !== undefined).map((m) => ({ bit: bit(m.slug), module: m as AbilityModule & Required<Pick<AbilityModule, K>> }));
}

function maskWhere(pred: (m: AbilityModule) => boolean): number {
  let mask = 0;
  for (const m of MODULES) if (pred(m)) mask |= bit(m.slug);
  return mask;
}

/** Bits of the abilities flagged by a boolean property. */
export const FLAGS = {
  returnsToEnemy: maskWhere((m) => m.returnsToEnemy === true),
  answersAttacks: maskWhere((m) => m.answersAttacks === true),
  paysWithBlood: maskWhere((m) => m.paysWithBlood === true),
  stacksOnHost: maskWhere((m) => m.stacksOnHost === true),
};

export const HOOKS = {
  clearance: withHook('clearance'),
  target: withHook('target'),
  extraTargets: withHook('extraTargets'),
  beforeDamage: withHook('beforeDamage'),
  baseDamage: withHook('baseDamage'),
  scaleDamage: withHook('scaleDamage'),
  absorb: withHook('absorb'),
  afterHit: withHook('afterHit'),
  afterDamaged: withHook('afterDamaged'),
  attackAgain: withHook('attackAgain'),
};

function hookMask(hook: keyof typeof HOOKS): number {
  let mask = 0;
  for (const h of HOOKS[hook]) mask |= h.bit;
  return mask;
}

/** Bits of the abilities implementing each hook: a Creature without any skips the step at once. */
export const HOOK_MASK: Readonly<Record<keyof typeof HOOKS, number>> = {
  clearance: hookMask('clearance'),
  target: hookMask('target'),
  extraTargets: hookMask('extraTargets'),
  beforeDamage: hookMask('beforeDamage'),
  baseDamage: hookMask('baseDamage'),
  scaleDamage: hookMask('scaleDamage'),
  absorb: hookMask('absorb'),
  afterHit: hookMask('afterHit'),
  afterDamaged: hookMask('afterDamaged'),
  attackAgain: hookMask('attackAgain'),
};

const MANA_BONUS = MODULES.filter((m) => m.manaBonus).map((m) => ({ bit: bit(m.slug), bonus: m.manaBonus! }));
const MANA_MASK = MANA_BONUS.reduce((mask, m) => mask | m.bit, 0);

/** Extra Mana a Creature with these abilities brings in Phase 1. */
export function manaBonusOf(mask: number): number {
  if ((mask & MANA_MASK) === 0) return 0;
  let total = 0;
  for (const m of MANA_BONUS) if ((mask & m.bit) !== 0) total += m.bonus;
  return total;
}
