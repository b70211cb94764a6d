import * as registry from './abilities/registry';
import * as champion from './champion';
import { RULE } from './events';
import * as incantation from './incantation';
import * as lines from './lines';
import * as state from './state';
import type { Ctx } from './state';
import * as stronghold from './stronghold';
import type { PlayerId } from './types';

// Compiled imports (tsx, bundlers) are read through getters at every use: the hot ones are bound once.
const { FLAGS, HOOK_MASK, HOOKS, stackerOf } = registry;
const { readyChampions } = champion;
const { resolveIncantation } = incantation;
const { newCreature } = lines;
const { emit, enemyOnLine, playerOf, slugOf } = state;
const { aiDeckEmpty } = stronghold;

/** A revealed card that cannot be played goes to the discard pile and costs nothing. */
function discardUnplayed(ctx: Ctx, id: PlayerId, card: number, rule: string): number {
  const p = playerOf(ctx.s, id);
  if (p.kind === 'ai') p.discard.unshift(card);
  if (ctx.events) emit(ctx, { type: 'discarded', player: id, card: slugOf(ctx.s, card), rule });
  return 0;
}

/** Puts one revealed card into play; returns the Mana it counts toward the AI's total. */
function playRevealed(ctx: Ctx, id: PlayerId, card: number, line: string): number {
  const s = ctx.s;
  const p = playerOf(s, id);
  if (p.kind !== 'ai') return 0;
  const def = s.cards[card];
  const side = s.lines[line][id]!;
  const stacking = def.type === 'creature' ? stackerOf(def.own)?.stacksOnHost : undefined;
  if (stacking) {
    if (!stacking.aiPlace(ctx, id, card, line)) return discardUnplayed(ctx, id, card, stacking.aiRule);
    readyChampions(ctx, def.mana);
  } else if (def.type === 'creature') {
    side.push(newCreature(card));
    if (ctx.events)
      emit(ctx, {
        type: 'creature-entered',
        player: id,
        card: def.slug,
        line,
        index: side.length - 1,
        rule: RULE.aiSummoning,
      });
    readyChampions(ctx, def.mana);
  } else {
    const enemy = enemyOnLine(s, line, id);
    if (!s.lines[line][enemy]![0]) return discardUnplayed(ctx, id, card, RULE.aiSummoning);
    readyChampions(ctx, def.mana);
    // An Incantation is paid for before it resolves (R2); a game lost while paying leaves it unresolved.
    const counted = aiCost(ctx, id, card);
    if (s.winner) p.discard.unshift(card);
    else resolveIncantation(ctx, id, card, { player: enemy, line, index: 0 });
    return counted;
  }
  return aiCost(ctx, id, card);
}

/** The AI Exceptions for paying (Price of Blood, R2): what the card counts toward the AI's total. */
function aiCost(ctx: Ctx, id: PlayerId, card: number): number {
  const def = ctx.s.cards[card];
  if ((def.own & HOOK_MASK.aiPay) === 0) return def.mana;
  let counted = def.mana;
  for (const { bit, module } of HOOKS.aiPay) if ((def.own & bit) !== 0) counted = module.aiPay(ctx, id, card);
  return counted;
}

/**
 * AI Phase 2: reveal the top card onto the upper line, then the lower line, alternating,
 * until the Mana of the cards summoned this turn reaches the AI's Mana (R2, R3, R12).
 */
export function aiSummon(ctx: Ctx, id: PlayerId, mana: number): void {
  const s = ctx.s;
  const p = playerOf(s, id);
  if (p.kind !== 'ai') return;
  let summoned = 0;
  let turn = 0;
  // The first card is always revealed; only the next ones wait on the total staying below the Mana.
  while ((turn === 0 || summoned < mana) && !s.winner) {
    if (p.deck.length === 0) {
      aiDeckEmpty(ctx, id);
      if (s.winner || p.deck.length === 0) break;
    }
    const card = p.deck.shift()!;
    const line = p.lines[turn % p.lines.length];
    turn++;
    if (ctx.events) emit(ctx, { type: 'ai-revealed', card: slugOf(s, card), line, rule: RULE.aiSummoning });
    if (p.deck.length === 0) {
      aiDeckEmpty(ctx, id);
      if (s.winner) {
        // Revealing is placing: a Creature stays on its line; a card that needs to resolve or a host never does (R12).
        const def = s.cards[card];
        if (def.type === 'creature' && (def.own & FLAGS.stacksOnHost) === 0) s.lines[line][id]!.push(newCreature(card));
        else p.discard.unshift(card);
        break;
      }
    }
    summoned += playRevealed(ctx, id, card, line);
  }
  s.mana = Math.max(0, mana - summoned);
}
