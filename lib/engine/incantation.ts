import { HOOKS } from './abilities/registry';
import type { Hit, Plan, Source, Target } from './abilities/types';
import { resolveAftermath } from './attack';
import { hitCreature, sendHome } from './damage';
import { RULE } from './events';
import { emit, slugOf, type Ctx } from './state';
import type { CreatureRef, PlayerId } from './types';

/**
 * Resolves an Incantation on a Creature (13-step order): targets (Splash, Perforation),
 * Damage (Vulnerability), Protection / Indestructible, destroyed Creatures go home,
 * Regeneration, Sharpening, the Incantation goes home (Mercenary), then Vanish.
 */
export function resolveIncantation(ctx: Ctx, caster: PlayerId, card: number, target: CreatureRef): void {
  const s = ctx.s;
  const def = s.cards[card];
  const src: Source = {
    ctx,
    player: caster,
    card,
    kind: 'incantation',
    abilities: def.own | def.aura,
    ref: null,
    answering: false,
  };
  const main = s.lines[target.line][target.player]![target.index];
  const plan: Plan = { primary: { kind: 'creature', player: target.player, card: main.card }, at: target, extra: [] };
  for (const { bit, module } of HOOKS.extraTargets) if ((src.abilities & bit) !== 0) module.extraTargets(src, plan);
  const targets = [plan.primary!, ...plan.extra] as Array<Target & { kind: 'creature' }>;
  const amounts = targets.map((t) => {
    let amount = def.atk;
    for (const { bit, module } of HOOKS.baseDamage) if ((src.abilities & bit) !== 0) amount = module.baseDamage(src, t);
    return amount;
  });
  const hits: Hit[] = targets.map((t, i) => hitCreature(src, t, amounts[i], i === 0 ? target : undefined));
  resolveAftermath(src, hits, null, () => sendHome(ctx, caster, card, RULE.incantation, target));
  if (ctx.events)
    emit(ctx, { type: 'incantation-resolved', player: caster, card: slugOf(s, card), rule: RULE.incantation });
}
