import * as registry from './abilities/registry';
import type { Clearance, Hit, Plan, Source, Target } from './abilities/types';
import * as damage from './damage';
import { RULE } from './events';
import * as stats from './stats';
import * as state from './state';
import type { Ctx } from './state';
import * as stronghold from './stronghold';
import type { CreatureRef, PlayerId } from './types';

// Compiled imports (tsx, bundlers) are read through getters at every use: the hot ones are bound once.
const { carriedDamageOf, HOOK_MASK, HOOKS } = registry;
const { destroyHits, hitCreature } = damage;
const { abilitiesOf, attackOf } = stats;
const { emit, enemyOnLine, locate, playerOf, relocate, slugOf } = state;
const { damageStronghold } = stronghold;

/** Steps 6–7: the Damage one target receives: the base (the AV, or what an ability puts instead), plus what the attacker carries, then scaled. */
function damageFor(src: Source, target: Target): number {
  const s = src.ctx.s;
  const c = s.lines[src.ref!.line][src.player]![src.ref!.index];
  let amount = attackOf(s, c);
  if ((src.abilities & HOOK_MASK.baseDamage) !== 0) {
    for (const { bit, module } of HOOKS.baseDamage)
      if ((src.abilities & bit) !== 0) amount = module.baseDamage(src, target);
  }
  amount += carriedDamageOf(c);
  if ((src.abilities & HOOK_MASK.scaleDamage) !== 0) {
    for (const { bit, module } of HOOKS.scaleDamage)
      if ((src.abilities & bit) !== 0) amount = module.scaleDamage(src, amount);
  }
  return amount;
}

/** Steps 2–3: the attacker's targets, or null when it cannot attack. */
function planAttack(src: Source, isNew: boolean): Plan | null {
  const s = src.ctx.s;
  const ref = src.ref!;
  const cleared = !isNew || src.answering;
  let clear: Clearance | null = null;
  if ((src.abilities & HOOK_MASK.clearance) !== 0) {
    clear = { creatures: cleared, stronghold: cleared };
    for (const { bit, module } of HOOKS.clearance) if ((src.abilities & bit) !== 0) module.clearance(src, clear, isNew);
  } else if (!cleared) {
    // Targeting abilities only choose among Creatures and the Stronghold.
    return null;
  }
  const enemy = enemyOnLine(s, ref.line, src.player);
  const enemies = s.lines[ref.line][enemy]!;
  const plan: Plan = enemies.length
    ? {
        primary: { kind: 'creature', player: enemy, card: enemies[0].card },
        at: { player: enemy, line: ref.line, index: 0 },
        extra: [],
      }
    : { primary: { kind: 'stronghold', player: enemy }, at: null, extra: [] };
  if ((src.abilities & HOOK_MASK.target) !== 0) {
    for (const { bit, module } of HOOKS.target) if ((src.abilities & bit) !== 0) module.target(src, plan);
  }
  const p = plan.primary;
  if (!p || !(p.kind === 'creature' ? (clear?.creatures ?? cleared) : (clear?.stronghold ?? cleared))) return null;
  if ((src.abilities & HOOK_MASK.extraTargets) !== 0) {
    for (const { bit, module } of HOOKS.extraTargets) if ((src.abilities & bit) !== 0) module.extraTargets(src, plan);
  }
  return plan;
}

function describe(s: Ctx['s'], t: Target): CreatureRef | { stronghold: PlayerId } {
  return t.kind === 'stronghold' ? { stronghold: t.player } : locate(s, t.card)!;
}

/** Step 8 on one target: a Creature (`at`: where it stood when targeted) or a Stronghold. */
function hitOne(src: Source, t: Target, amount: number, at: CreatureRef | null): Hit {
  if (t.kind === 'creature') return hitCreature(src, t, amount, at ?? undefined);
  const dealt = Math.max(0, amount);
  damageStronghold(src.ctx, t.player, dealt, RULE.attackStronghold, src.player);
  return { target: t, amount: dealt, dealt, hpLeft: 0, destroyed: false };
}

/** One attack of the Creature at `ref`, Activation Order steps 2–17. Returns the hits, or null when it did not attack. */
function attackOnce(ctx: Ctx, ref: CreatureRef, answering: boolean, damaged: number[]): Hit[] | null {
  const s = ctx.s;
  const c = s.lines[ref.line][ref.player]![ref.index];
  const card = c.card;
  const src: Source = {
    ctx,
    player: ref.player,
    card,
    kind: 'creature',
    abilities: abilitiesOf(s, ref),
    ref,
    answering,
  };
  const plan = planAttack(src, c.new);
  if (!plan) return null;
  const targets = plan.extra.length === 0 ? null : [plan.primary!, ...plan.extra];
  if (ctx.events)
    emit(ctx, {
      type: 'attack',
      player: src.player,
      card: slugOf(s, card),
      from: ref,
      targets: (targets ?? [plan.primary!]).map((t) => describe(s, t)),
      rule: RULE.assault,
    });
  if ((src.abilities & HOOK_MASK.beforeDamage) !== 0) {
    for (const { bit, module } of HOOKS.beforeDamage) if ((src.abilities & bit) !== 0) module.beforeDamage(src);
    // A move changes the neighbours, hence the Auras.
    src.abilities = abilitiesOf(s, src.ref!);
  }
  let hits: Hit[];
  if (targets === null) {
    // One target (most attacks): no lists to build.
    hits = [hitOne(src, plan.primary!, damageFor(src, plan.primary!), plan.at)];
  } else {
    // Every target's Damage is set before any is dealt (step 7 precedes step 8).
    const amounts: number[] = new Array(targets.length);
    for (let i = 0; i < targets.length; i++) amounts[i] = damageFor(src, targets[i]);
    hits = new Array(targets.length);
    for (let i = 0; i < targets.length; i++) hits[i] = hitOne(src, targets[i], amounts[i], i === 0 ? plan.at : null);
  }
  resolveAftermath(src, hits, damaged);
  return hits;
}

/**
 * Steps 10–17 (Creatures) and 5–13 (Incantations): destroyed Creatures go home, then the
 * source's steps 13–14 (`afterHit`), then step 15 on damaged survivors (`afterDamaged`).
 */
export function resolveAftermath(src: Source, hits: Hit[], damaged: number[] | null, beforeStep15?: () => void): void {
  const ctx = src.ctx;
  // Only a destruction moves Creatures here; an Incantation is never in play.
  if (destroyHits(ctx, hits) && src.kind === 'creature') {
    const here = relocate(ctx.s, src.card, src.ref);
    if (here) src.ref = here;
  }
  if ((src.abilities & HOOK_MASK.afterHit) !== 0) {
    for (const { bit, module } of HOOKS.afterHit)
      if ((src.abilities & bit) !== 0 && !ctx.s.winner) module.afterHit(src, hits);
  }
  // A finished Incantation still goes home, so that every card is somewhere (R34)…
  if (beforeStep15) beforeStep15();
  // …but once the game is over, no later step resolves.
  if (ctx.s.winner) return;
  // Those that have the ability when the step begins act, in activation order fixed before
  // any of them moves (Special Abilities note); what a move changes shows at the next Auras update (R16).
  let movers: Array<{ id: number; mask: number }> | null = null;
  for (const h of hits) {
    if (h.target.kind !== 'creature' || h.destroyed || h.dealt < 1) continue;
    const id = h.target.card;
    if (damaged && src.kind === 'creature' && !damaged.includes(id)) damaged.push(id);
    const ref = locate(ctx.s, id);
    const mask = ref ? abilitiesOf(ctx.s, ref) : 0;
    if ((mask & HOOK_MASK.afterDamaged) !== 0) (movers ??= []).push({ id, mask });
  }
  if (movers === null) return;
  if (movers.length > 1) movers.sort((a, b) => activationRank(ctx.s, a.id) - activationRank(ctx.s, b.id));
  for (const { id, mask } of movers) {
    const ref = locate(ctx.s, id);
    if (!ref) continue;
    for (const { bit, module } of HOOKS.afterDamaged) if ((mask & bit) !== 0) module.afterDamaged(ctx, ref);
  }
}

/**
 * All the attacks of one Creature: it attacks, again while an ability says so (step 18),
 * then each Creature it damaged whose ability answers (step 19) strikes back.
 */
export function attackWith(ctx: Ctx, card: number, answering: boolean, at: CreatureRef): void {
  const damaged: number[] = [];
  let ref: CreatureRef | null = at;
  for (;;) {
    if (ctx.s.winner) return;
    const hits = attackOnce(ctx, ref, answering, damaged);
    if (!hits || ctx.s.winner) break;
    ref = relocate(ctx.s, card, ref);
    if (!ref) break;
    const mask = abilitiesOf(ctx.s, ref);
    if ((mask & HOOK_MASK.attackAgain) === 0) break;
    let again = false;
    for (const { bit, module } of HOOKS.attackAgain) {
      if (
        (mask & bit) === 0 ||
        !module.attackAgain({ ctx, player: ref.player, card, kind: 'creature', abilities: mask, ref, answering }, hits)
      )
        continue;
      again = true;
      if (ctx.events)
        emit(ctx, {
          type: 'ability-triggered',
          ability: module.slug,
          card: slugOf(ctx.s, card),
          player: ref.player,
          rule: module.rule,
        });
    }
    if (!again) break;
  }
  // Step 19: the damaged survivors whose abilities answer, in activation order; an answer is an attack too (Ruling R18).
  if (damaged.length === 0) return;
  const answerers: Array<{ id: number; mask: number }> = [];
  for (const id of damaged) {
    const ref = locate(ctx.s, id);
    const mask = ref ? abilitiesOf(ctx.s, ref) : 0;
    if ((mask & HOOK_MASK.answer) !== 0) answerers.push({ id, mask });
  }
  if (answerers.length > 1) answerers.sort((a, b) => activationRank(ctx.s, a.id) - activationRank(ctx.s, b.id));
  for (const { id, mask } of answerers) {
    for (const { bit, module } of HOOKS.answer) {
      if (ctx.s.winner) return;
      const answer = locate(ctx.s, id);
      if (!answer) break;
      if ((mask & bit) !== 0) module.answer(ctx, answer, (from) => attackWith(ctx, id, true, from));
    }
  }
}

function activationRank(s: Ctx['s'], id: number): number {
  const r = locate(s, id)!;
  return playerOf(s, r.player).lines.indexOf(r.line) * 1000 - r.index;
}

/** Phase 3: every Creature of the active player attacks in the order fixed when the Assault begins (Ruling R17). */
export function runAssault(ctx: Ctx, player: PlayerId, order: number[]): void {
  for (const card of order) {
    if (ctx.s.winner) return;
    const ref = locate(ctx.s, card);
    if (!ref || ref.player !== player) continue;
    attackWith(ctx, card, false, ref);
  }
}
