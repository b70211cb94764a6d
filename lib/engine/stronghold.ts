import { RULE } from './events';
import { shuffled } from './rng';
import { areEnemies, hasFourSeats } from './seats';
import * as state from './state';
import type { Ctx } from './state';
import * as types from './types';
import type { Mode, PlayerId } from './types';

// Compiled imports (tsx, bundlers) are read through getters at every use: the hot ones are bound once.
const { emit, nextPlayer, playerAt, playerOf, slugOf } = state;
const { STRONGHOLD } = types;

export function setWinner(ctx: Ctx, winner: PlayerId, rule: string): void {
  if (ctx.s.winner) return;
  ctx.s.winner = winner;
  ctx.s.phase = 'over';
  if (ctx.events) emit(ctx, { type: 'game-over', winner, rule });
}

/**
 * Checked when a play is complete and when a position is read (Rulings R22, R31): a person
 * holding only the Stronghold has lost (Stronghold Card, Note); a Stronghold at the rightmost
 * position has reached it, whatever moved it there.
 */
export function settleStrongholds(ctx: Ctx): void {
  for (const id of ctx.s.order) {
    const p = playerAt(ctx.s, id);
    if (p?.kind !== 'person' || ctx.s.winner) continue;
    if (p.hand.length === 1) setWinner(ctx, enemyOf(ctx, id), RULE.onlyStronghold);
    else if (p.hand[p.hand.length - 1] === STRONGHOLD) reachRightmost(ctx, id);
  }
}

/** The rule that ends the game when a person's Fort reaches the rightmost. */
function endRule(mode: Mode): string {
  return mode === 'coop' ? RULE.coopEnd : mode === 'ffa' || mode === 'teams' ? RULE.multiplayerEnd : RULE.gameEnd;
}

/** A Bastion at the rightmost falls (the Fort up, leftmost); a Fort there loses the game. */
function reachRightmost(ctx: Ctx, id: PlayerId): void {
  const p = playerOf(ctx.s, id);
  if (p.kind !== 'person') return;
  if (p.stronghold === 'fort') {
    setWinner(ctx, enemyOf(ctx, id), endRule(ctx.s.mode));
    return;
  }
  p.stronghold = 'fort';
  p.hand.pop();
  p.hand.unshift(STRONGHOLD);
  if (ctx.events) emit(ctx, { type: 'bastion-fell', player: id, rule: RULE.attackStronghold });
}

/**
 * A card coming back to a person's hand goes to the rightmost position; in a hand whose
 * Fort has just lost, just left of it, so the final hand shows why the game ended (R27, R34).
 */
export function returnToHand(ctx: Ctx, id: PlayerId, card: number): void {
  const p = playerOf(ctx.s, id);
  if (p.kind !== 'person') return;
  const lost = ctx.s.winner !== null && ctx.s.winner !== id && p.hand[p.hand.length - 1] === STRONGHOLD;
  p.hand.splice(lost ? p.hand.length - 1 : p.hand.length, 0, card);
}

/**
 * The player who wins when `loser` loses: in 2-player games the other one. With four seats
 * (Ruling R22; in Co-op the winner's teammate wins with them, R41) the enemy whose card destroyed the Fort, or when no enemy card did (the
 * loser's own play or card), the enemy whose card last damaged that Stronghold, else the next
 * enemy in turn order; `lastHitBy` is set just before the hit that destroys, so it names both.
 */
export function enemyOf(ctx: Ctx, loser: PlayerId): PlayerId {
  const s = ctx.s;
  if (!hasFourSeats(s.mode)) return nextPlayer(s, loser);
  const p = playerAt(s, loser);
  if (p?.kind === 'person' && p.lastHitBy !== undefined) return p.lastHitBy;
  let next = nextPlayer(s, loser);
  while (!areEnemies(s.mode, loser, next)) next = nextPlayer(s, next);
  return next;
}

/**
 * One instance of Damage to a Stronghold, dealt by a card of `by`. A person's Stronghold shifts right, at most to the
 * rightmost, which it then reaches (the rest is lost). The Solo AI mills its deck instead
 * (Resistance: 1 card per instance).
 */
export function damageStronghold(ctx: Ctx, id: PlayerId, amount: number, rule: string, by: PlayerId): void {
  if (amount <= 0 || ctx.s.winner) return;
  const p = playerOf(ctx.s, id);
  if (p.kind === 'person' && hasFourSeats(ctx.s.mode) && areEnemies(ctx.s.mode, id, by)) p.lastHitBy = by;
  if (p.kind === 'ai') {
    mill(ctx, id, p.config.resistance ? 1 : amount, RULE.aiAssault);
    return;
  }
  const hand = p.hand;
  const from = hand.indexOf(STRONGHOLD);
  const last = hand.length - 1;
  const to = Math.min(from + amount, last);
  // The cards passed move one place left (in place: every Stronghold hit runs this).
  for (let i = from; i < to; i++) hand[i] = hand[i + 1];
  hand[to] = STRONGHOLD;
  if (ctx.events) emit(ctx, { type: 'stronghold-shift', player: id, from, to, rule });
  if (to === last) reachRightmost(ctx, id);
}

/**
 * One shift left (Regeneration). A Bastion already leftmost stays; a Fort leftmost turns
 * back to its Bastion at the second rightmost position. For the AI: the top card of its
 * discard pile goes back on its deck.
 */
export function healStronghold(ctx: Ctx, id: PlayerId, rule: string): void {
  const p = playerOf(ctx.s, id);
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

/**
 * Positions a Stronghold can move before the second rightmost (Vulnerability's X); 0 for the
 * AI (AI Exception). Never negative: a Stronghold never rests at the rightmost (R22).
 */
export function strongholdRoom(ctx: Ctx, id: PlayerId): number {
  const p = playerOf(ctx.s, id);
  if (p.kind === 'ai') return 0;
  return p.hand.length - 2 - p.hand.indexOf(STRONGHOLD);
}

/**
 * Cards from the top of the AI's deck to its discard pile, one at a time (Ruling R11).
 * Damage beyond the deck is lost when it empties; separate discards (`carryOver`, the AI's
 * Price of Blood: Ruling R2) go on from the re-formed deck.
 */
export function mill(ctx: Ctx, id: PlayerId, count: number, rule: string, carryOver = false): void {
  const p = playerAt(ctx.s, id);
  if (!p || p.kind !== 'ai') return;
  const milled: string[] | null = ctx.events ? [] : null;
  for (let i = 0; i < count && !ctx.s.winner; i++) {
    if (p.deck.length === 0) {
      aiDeckEmpty(ctx, id);
      break;
    }
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
  const p = playerAt(ctx.s, id);
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
    setWinner(ctx, enemyOf(ctx, id), ctx.s.mode === 'coop' ? RULE.coopEnd : RULE.aiEnd);
  }
}
