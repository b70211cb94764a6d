import { RULE } from './events';
import { shuffled } from './rng';
import * as state from './state';
import type { Ctx } from './state';
import * as types from './types';
import type { PlayerId } from './types';

// Compiled imports (tsx, bundlers) are read through getters at every use: the hot ones are bound once.
const { emit, nextPlayer, slugOf } = state;
const { STRONGHOLD } = types;

export function setWinner(ctx: Ctx, winner: PlayerId, rule: string): void {
  if (ctx.s.winner) return;
  ctx.s.winner = winner;
  ctx.s.phase = 'over';
  if (ctx.events) emit(ctx, { type: 'game-over', winner, rule });
}

/**
 * A person whose hand holds only the Stronghold has lost (Stronghold Card; Ruling R31):
 * checked after every play, the only way a game gets there, and when a position is read.
 */
export function settleOnlyStronghold(ctx: Ctx): void {
  for (const id of ctx.s.order) {
    const p = ctx.s.players[id];
    if (p?.kind === 'person' && p.hand.length === 1) setWinner(ctx, enemyOf(ctx, id), RULE.onlyStronghold);
  }
}

/** The player who wins when `loser` loses (2-player games: the other one). */
export function enemyOf(ctx: Ctx, loser: PlayerId): PlayerId {
  return nextPlayer(ctx.s, loser);
}

/**
 * One instance of Damage to a Stronghold. A person's Stronghold shifts right; a Bastion
 * reaching the rightmost turns to its Fort at the leftmost (the rest is lost), a Fort
 * reaching it loses. The Solo AI mills its deck instead (Resistance: 1 card per instance).
 */
export function damageStronghold(ctx: Ctx, id: PlayerId, amount: number, rule: string): void {
  if (amount <= 0 || ctx.s.winner) return;
  const p = ctx.s.players[id]!;
  if (p.kind === 'ai') {
    mill(ctx, id, p.config.resistance ? 1 : amount, RULE.aiAssault);
    return;
  }
  const hand = p.hand;
  const from = hand.indexOf(STRONGHOLD);
  const last = hand.length - 1;
  const to = Math.min(from + amount, last);
  hand.splice(from, 1);
  hand.splice(to, 0, STRONGHOLD);
  if (ctx.events) emit(ctx, { type: 'stronghold-shift', player: id, from, to, rule });
  if (to < last) return;
  if (p.stronghold === 'bastion') {
    p.stronghold = 'fort';
    hand.splice(to, 1);
    hand.unshift(STRONGHOLD);
    if (ctx.events) emit(ctx, { type: 'bastion-fell', player: id, rule: RULE.attackStronghold });
  } else {
    setWinner(ctx, enemyOf(ctx, id), RULE.gameEnd);
  }
}

/**
 * One shift left (Regeneration). A Bastion already leftmost stays; a Fort leftmost turns
 * back to its Bastion at the second rightmost position. For the AI: the top card of its
 * discard pile goes back on its deck.
 */
export function healStronghold(ctx: Ctx, id: PlayerId, rule: string): void {
  const p = ctx.s.players[id]!;
  if (p.kind === 'ai') {
    const card = p.discard.shift();
    if (card !== undefined) {
      p.deck.unshift(card);
      if (ctx.events) emit(ctx, { type: 'returned-to-deck', player: id, card: slugOf(ctx.s, card), rule });
    }
    return;
  }
  const hand = p.hand;
  const from = hand.indexOf(STRONGHOLD);
  if (from > 0) {
    hand.splice(from, 1);
    hand.splice(from - 1, 0, STRONGHOLD);
    if (ctx.events) emit(ctx, { type: 'stronghold-shift', player: id, from, to: from - 1, rule });
  } else if (p.stronghold === 'fort') {
    p.stronghold = 'bastion';
    hand.splice(0, 1);
    const to = Math.max(0, hand.length - 1);
    hand.splice(to, 0, STRONGHOLD);
    if (ctx.events) emit(ctx, { type: 'bastion-restored', player: id, rule });
    if (ctx.events) emit(ctx, { type: 'stronghold-shift', player: id, from, to, rule });
  }
}

/** Positions a Stronghold can move before the second rightmost (Vulnerability's X); 0 for the AI (AI Exception). */
export function strongholdRoom(ctx: Ctx, id: PlayerId): number {
  const p = ctx.s.players[id]!;
  if (p.kind === 'ai') return 0;
  return Math.max(0, p.hand.length - 2 - p.hand.indexOf(STRONGHOLD));
}

/**
 * Cards from the top of the AI's deck to its discard pile, one at a time (Ruling R11).
 * Damage beyond the deck is lost when it empties; separate discards (`carryOver`, the AI's
 * Price of Blood: Ruling R2) go on from the re-formed deck.
 */
export function mill(ctx: Ctx, id: PlayerId, count: number, rule: string, carryOver = false): void {
  const p = ctx.s.players[id];
  if (!p || p.kind !== 'ai') return;
  const milled: string[] | null = ctx.events ? [] : null;
  for (let i = 0; i < count && !ctx.s.winner; i++) {
    if (p.deck.length === 0) { aiDeckEmpty(ctx, id); break; }
    const card = p.deck.shift()!;
    p.discard.unshift(card);
    if (milled) milled.push(slugOf(ctx.s, card));
    if (p.deck.length === 0) {
      if (milled) emit(ctx, { type: 'mill', player: id, cards: milled.splice(0), rule });
      aiDeckEmpty(ctx, id);
      if (!carryOver) break;
    }
  }
  if (milled && milled.length) emit(ctx, { type: 'mill', player: id, cards: milled, rule });
}

/** The AI's deck is empty: the Bastion turns to the Fort over a reshuffled discard pile; with the Fort up the Player wins (R11, R12). */
export function aiDeckEmpty(ctx: Ctx, id: PlayerId): void {
  const p = ctx.s.players[id];
  if (!p || p.kind !== 'ai' || ctx.s.winner) return;
  if (p.stronghold === 'bastion') {
    p.stronghold = 'fort';
    if (ctx.events) emit(ctx, { type: 'stronghold-turned', player: id, side: 'fort', rule: RULE.aiAssault });
    const [deck, rng] = shuffled(p.discard, ctx.s.rng);
    ctx.s.rng = rng;
    p.deck = deck;
    p.discard = [];
    if (ctx.events) emit(ctx, { type: 'reshuffle', player: id, size: deck.length, rule: RULE.aiAssault });
    if (deck.length === 0) setWinner(ctx, enemyOf(ctx, id), 'Ruling R12');
  } else {
    setWinner(ctx, enemyOf(ctx, id), RULE.aiEnd);
  }
}
