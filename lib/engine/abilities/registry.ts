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
import type { Ctx } from '../state';
import type { CreatureState, PlayerId } from '../types';
import type { AbilityModule, Stacking } from './types';

/**
 * Every Special Ability by slug. `satisfies` makes the compiler refuse a registry that misses
 * an ability (or names one that does not exist), without widening what each module declares.
 */
export const REGISTRY = {
  aerial,
  aquatic,
  berserk,
  catalyst,
  defender,
  indestructible,
  instinct,
  mercenary,
  perforation,
  'price-of-blood': priceOfBlood,
  protection,
  rage,
  regeneration,
  sharpening,
  splash,
  sprint,
  symbiote,
  vanish,
  vulnerability,
} satisfies Record<AbilitySlug, AbilityModule>;

/**
 * The abilities in the order the Activation Order reaches them, so that running a hook over
 * this list resolves abilities step by step. The type check below fails when one is missing.
 */
const ACTIVATION = [
  'rage',
  'aerial',
  'defender',
  'splash',
  'perforation',
  'sprint',
  'aquatic',
  'vulnerability',
  'indestructible',
  'protection',
  'mercenary',
  'regeneration',
  'sharpening',
  'vanish',
  'berserk',
  'instinct',
  'catalyst',
  'price-of-blood',
  'symbiote',
] as const satisfies readonly AbilitySlug[];
const everyAbilityOrdered: Exclude<AbilitySlug, (typeof ACTIVATION)[number]> extends never ? true : never = true;
void everyAbilityOrdered;

const MODULES: readonly AbilityModule[] = ACTIVATION.map((slug) => REGISTRY[slug]);

type HookName = {
  [K in keyof AbilityModule]-?: AbilityModule[K] extends ((...args: never[]) => unknown) | undefined ? K : never;
}[keyof AbilityModule];

/** The abilities implementing one hook, in activation order, with their bit. */
export function withHook<K extends HookName>(
  hook: K,
): Array<{ bit: number; module: AbilityModule & Required<Pick<AbilityModule, K>> }> {
  return MODULES.filter((m) => m[hook] !== undefined).map((m) => ({
    bit: bit(m.slug),
    module: m as AbilityModule & Required<Pick<AbilityModule, K>>,
  }));
}

function maskWhere(pred: (m: AbilityModule) => boolean): number {
  let mask = 0;
  for (const m of MODULES) if (pred(m)) mask |= bit(m.slug);
  return mask;
}

/** Bits of the abilities that send a card to the enemy, pay missing Mana in Phase 2 (the play needs no Mana check), or stack on a host. */
export const FLAGS = {
  returnsToEnemy: maskWhere((m) => m.sendsTo !== undefined),
  paysMissing: maskWhere((m) => m.payMissing !== undefined),
  stacksOnHost: maskWhere((m) => m.stacksOnHost !== undefined),
};

export const HOOKS = {
  clearance: withHook('clearance'),
  target: withHook('target'),
  extraTargets: withHook('extraTargets'),
  beforeDamage: withHook('beforeDamage'),
  baseDamage: withHook('baseDamage'),
  carriedDamage: withHook('carriedDamage'),
  scaleDamage: withHook('scaleDamage'),
  absorb: withHook('absorb'),
  damaged: withHook('damaged'),
  sendsTo: withHook('sendsTo'),
  afterHit: withHook('afterHit'),
  afterDamaged: withHook('afterDamaged'),
  attackAgain: withHook('attackAgain'),
  answer: withHook('answer'),
  manaBonus: withHook('manaBonus'),
  payMissing: withHook('payMissing'),
  aiPay: withHook('aiPay'),
  endOfTurn: withHook('endOfTurn'),
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
  carriedDamage: hookMask('carriedDamage'),
  scaleDamage: hookMask('scaleDamage'),
  absorb: hookMask('absorb'),
  damaged: hookMask('damaged'),
  sendsTo: hookMask('sendsTo'),
  afterHit: hookMask('afterHit'),
  afterDamaged: hookMask('afterDamaged'),
  attackAgain: hookMask('attackAgain'),
  answer: hookMask('answer'),
  manaBonus: hookMask('manaBonus'),
  payMissing: hookMask('payMissing'),
  aiPay: hookMask('aiPay'),
  endOfTurn: hookMask('endOfTurn'),
};

/** Extra Mana a Creature with these abilities brings in Phase 1 (each ability reports itself when `ctx` records events). */
export function manaBonusOf(mask: number, ctx: Ctx | null, player: PlayerId, card: number): number {
  if ((mask & HOOK_MASK.manaBonus) === 0) return 0;
  let total = 0;
  for (const { bit, module } of HOOKS.manaBonus) if ((mask & bit) !== 0) total += module.manaBonus(ctx, player, card);
  return total;
}

/** The ability among `mask` that lets a card enter play on a host (the first in Activation Order), or null. */
export function stackerOf(mask: number): (AbilityModule & { stacksOnHost: Stacking }) | null {
  if ((mask & FLAGS.stacksOnHost) === 0) return null;
  for (const m of MODULES)
    if (m.stacksOnHost && (mask & bit(m.slug)) !== 0) return m as AbilityModule & { stacksOnHost: Stacking };
  return null;
}

/** The ability among `mask` that sends a card to an enemy instead of home (the first in Activation Order), or null. */
export function senderOf(mask: number): (AbilityModule & Required<Pick<AbilityModule, 'sendsTo'>>) | null {
  if ((mask & HOOK_MASK.sendsTo) === 0) return null;
  for (const { bit, module } of HOOKS.sendsTo) if ((mask & bit) !== 0) return module;
  return null;
}

/** Step 8's mark on a Creature that suffered Damage, left by every ability that reads one later. */
export function markDamaged(c: CreatureState): void {
  for (const { module } of HOOKS.damaged) module.damaged(c);
}

/** Damage an attacker carries from earlier in the Assault. */
export function carriedDamageOf(c: CreatureState): number {
  let total = 0;
  for (const { module } of HOOKS.carriedDamage) total += module.carriedDamage(c);
  return total;
}

/** The end of the turn clears every ability's mark on a Creature (R19). */
export function clearTurnMarks(c: CreatureState): void {
  for (const { module } of HOOKS.endOfTurn) module.endOfTurn(c);
}
