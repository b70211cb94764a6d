import * as registry from './abilities/registry';
import type { Hit, Source, Target } from './abilities/types';
import { RULE } from './events';
import * as lines from './lines';
import * as stats from './stats';
import * as state from './state';
import type { Ctx } from './state';
import * as stronghold from './stronghold';
import type { CreatureRef, CreatureState, LineId, PlayerId } from './types';

// Compiled imports (tsx, bundlers) are read through getters at every use: the hot ones are bound once.
const { FLAGS, HOOK_MASK, HOOKS, markDamaged, senderOf } = registry;
const { removeCreature } = lines;
const { abilitiesOf, healthOf } = stats;
const { cardsOf, emit, locate, playerOf, relocate, slugOf } = state;
const { returnToHand } = stronghold;

/** Step 8: one instance of Damage to each Creature target, unless an ability of the target absorbs it. */
export function hitCreature(src: Source, target: Target & { kind: 'creature' }, amount: number, at?: CreatureRef): Hit {
  const s = src.ctx.s;
  const ref = relocate(s, target.card, at ?? null)!;
  const c = s.lines[ref.line][ref.player]![ref.index];
  const hp = healthOf(s, c);
  const hpLeft = hp - c.damage;
  const mask = abilitiesOf(s, ref);
  if ((mask & HOOK_MASK.absorb) !== 0) {
    for (const { bit, module } of HOOKS.absorb) {
      if ((mask & bit) !== 0 && module.absorb(src, ref, amount)) {
        if (src.ctx.events)
          emit(src.ctx, {
            type: 'protection-absorbed',
            to: ref,
            card: slugOf(s, c.card),
            source: slugOf(s, src.card),
            rule: module.rule,
          });
        return { target, amount, dealt: 0, hpLeft, destroyed: false };
      }
    }
  }
  if (amount <= 0) return { target, amount, dealt: 0, hpLeft, destroyed: false };
  c.damage += amount;
  markDamaged(c);
  if (src.ctx.events)
    emit(src.ctx, {
      type: 'damage',
      to: ref,
      card: slugOf(s, c.card),
      amount,
      source: slugOf(s, src.card),
      rule: RULE.attackCreature,
    });
  return { target, amount, dealt: amount, hpLeft, destroyed: c.damage >= hp };
}

function rank(ctx: Ctx, r: CreatureRef): number {
  return playerOf(ctx.s, r.player).lines.indexOf(r.line) * 1000 - r.index;
}

/** Sorts Creature refs in the simultaneous-destruction order: upper line far→near, then lower line. */
function byActivation(ctx: Ctx, refs: CreatureRef[]): CreatureRef[] {
  return refs.sort((a, b) => (a.player === b.player ? rank(ctx, a) - rank(ctx, b) : a.player < b.player ? -1 : 1));
}

/** Step 10: destroyed Creatures leave play and their cards go home, in the rulebook's order. True when any did. */
export function destroyHits(ctx: Ctx, hits: Hit[]): boolean {
  let one: CreatureRef | null = null;
  let refs: CreatureRef[] | null = null;
  for (const h of hits) {
    if (!h.destroyed || h.target.kind !== 'creature') continue;
    const ref = locate(ctx.s, h.target.card);
    if (!ref) continue;
    if (one === null) one = ref;
    else (refs ??= [one]).push(ref);
  }
  if (one === null) return false;
  if (refs === null) {
    const granted = grantedSender(ctx, one);
    const c = removeDestroyed(ctx, one);
    sendHome(ctx, one.player, c.card, RULE.simultaneous, one, granted);
    if (c.host !== null) sendHome(ctx, one.player, c.host, RULE.simultaneous, one, granted);
    return true;
  }
  const ordered = byActivation(ctx, refs);
  const creatures = ordered.map((ref) => ctx.s.lines[ref.line][ref.player]![ref.index]);
  // Abilities as they stood at the destruction: Auras update only once the lines have closed up.
  const granted = ordered.map((ref) => grantedSender(ctx, ref));
  // Far end first, so the remaining positions stay valid while the line closes up.
  const removal = ordered.slice().sort((a, b) => b.index - a.index);
  for (const ref of removal) removeDestroyed(ctx, ref);
  ordered.forEach((ref, i) => {
    for (const id of cardsOf(creatures[i])) sendHome(ctx, ref.player, id, RULE.simultaneous, ref, granted[i]);
  });
  return true;
}

/**
 * The abilities sending a card to the enemy that the Creature has although neither of its cards bears one (an Aura):
 * then all its cards go to the enemy (R35). 0 when a card bears one itself (each card then goes where its own says).
 */
function grantedSender(ctx: Ctx, ref: CreatureRef): number {
  const s = ctx.s;
  const c = s.lines[ref.line][ref.player]![ref.index];
  const printed = s.cards[c.card].own | (c.host === null ? 0 : s.cards[c.host].own);
  return (printed & FLAGS.returnsToEnemy) === 0 ? abilitiesOf(s, ref) & FLAGS.returnsToEnemy : 0;
}

function removeDestroyed(ctx: Ctx, ref: CreatureRef): CreatureState {
  if (ctx.events)
    emit(ctx, {
      type: 'destroyed',
      player: ref.player,
      card: slugOf(ctx.s, ctx.s.lines[ref.line][ref.player]![ref.index].card),
      from: ref,
      rule: RULE.attackCreature,
    });
  return removeCreature(ctx, ref);
}

/**
 * A card leaving play or an Incantation that resolved goes home: a Champion is exhausted,
 * a card whose ability sends it to the enemy (its own, or with `granted` its Creature's from an Aura) goes where that
 * ability says (an enemy's hand, the AI's deck top in Solo), a person's card to the rightmost of their hand, the AI's
 * card on top of its discard pile. `at` is where the card acted (its own place, or an Incantation's target).
 */
export function sendHome(
  ctx: Ctx,
  owner: PlayerId,
  card: number,
  rule: string,
  at: { line: LineId; player: PlayerId },
  granted = 0,
): void {
  const s = ctx.s;
  const p = playerOf(s, owner);
  if (p.kind === 'person' && p.champion && p.champion.card === card) {
    p.champion.state = 'exhausted';
    if (ctx.events)
      emit(ctx, { type: 'champion-exhausted', player: owner, card: slugOf(s, card), rule: RULE.champion });
    return;
  }
  const sender = senderOf(granted | s.cards[card].own);
  const dest = sender ? sender.sendsTo(s, owner, at) : owner;
  const d = playerOf(s, dest);
  if (d.kind === 'person') {
    returnToHand(ctx, dest, card);
    if (ctx.events)
      emit(ctx, {
        type: 'returned-to-hand',
        player: dest,
        card: slugOf(s, card),
        rule: dest === owner ? rule : sender!.rule,
      });
  } else if (dest === owner) {
    d.discard.unshift(card);
    if (ctx.events) emit(ctx, { type: 'discarded', player: dest, card: slugOf(s, card), rule: RULE.aiAssault });
  } else {
    d.deck.unshift(card);
    if (ctx.events) emit(ctx, { type: 'returned-to-deck', player: dest, card: slugOf(s, card), rule: sender!.rule });
  }
}
