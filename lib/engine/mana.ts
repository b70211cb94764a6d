import * as registry from './abilities/registry';
import { RULE } from './events';
import { areEnemies, hasFourSeats } from './seats';
import * as stats from './stats';
import { creaturesIn, emit, type Ctx, playerOf } from './state';
import type { GameState, PlayerId } from './types';

// Compiled imports (tsx, bundlers) are read through getters at every use: the hot ones are bound once.
const { manaBonusOf } = registry;
const { abilitiesAt } = stats;

/** Phase 1 bonus from abilities such as Catalyst on the player's Creatures (R21); each reports itself when `ctx` records events. */
export function abilityMana(s: GameState, player: PlayerId, ctx: Ctx | null = null): number {
  let total = 0;
  for (const line of playerOf(s, player).lines) {
    const list = s.lines[line][player]!;
    for (let i = 0; i < list.length; i++)
      total += manaBonusOf(abilitiesAt(s, player, line, i), ctx, player, list[i].card);
  }
  return total;
}

/** Creatures a player has in play; both cards of a Symbiote stack count (Ruling R23). */
export function creatureCount(s: GameState, player: PlayerId): number {
  let n = 0;
  for (const line of playerOf(s, player).lines) {
    for (const c of s.lines[line][player]!) n += creaturesIn(c);
  }
  return n;
}

/**
 * The first-turn exception: the first player gains 6 Mana on their first turn; with four
 * seats the second and third gain 7 and 8, and the fourth follows the regular rule
 * (Multiplayer Modes, Exception; in Co-op by place in turn order, an AI's turn counting: Ruling R40). Null when the exception does not apply now.
 */
export function firstTurnMana(s: GameState, player: PlayerId): number | null {
  const n = s.order.length;
  const k = (s.order.indexOf(player) - s.order.indexOf(s.first) + n) % n;
  const exceptions = hasFourSeats(s.mode) ? 3 : 1;
  return k < exceptions && s.turn === k + 1 ? 6 + k : null;
}

/** The Mana the player would gain in Phase 1 now. */
export function regenerationAmount(s: GameState, player: PlayerId): number {
  const p = playerOf(s, player);
  if (p.kind === 'person') {
    const base = firstTurnMana(s, player) ?? p.hand.length;
    return base + abilityMana(s, player);
  }
  let enemies = 0;
  // Co-op: both players' Creatures, never the other AI's (Ruling R40).
  for (const id of s.order) if (areEnemies(s.mode, player, id)) enemies += creatureCount(s, id);
  return p.config.fixedMana + p.config.manaPerCreature * enemies + abilityMana(s, player);
}

/** Phase 1: the active player's Mana is set (unspent Mana was lost at the end of the last turn). */
export function regenerateMana(ctx: Ctx): void {
  const s = ctx.s;
  const amount = regenerationAmount(s, s.active);
  s.mana = amount;
  const p = playerOf(s, s.active);
  if (ctx.events) abilityMana(s, s.active, ctx);
  const exception = hasFourSeats(s.mode) ? RULE.multiplayerFirstTurn : RULE.firstTurn;
  const rule = p.kind === 'ai' ? RULE.aiMana : firstTurnMana(s, s.active) !== null ? exception : RULE.mana;
  if (ctx.events) emit(ctx, { type: 'mana-gained', player: s.active, amount, rule });
}
