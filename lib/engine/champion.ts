import { RULE } from './events';
import { emit, slugOf, type Ctx, playerAt, playerOf } from './state';
import type { GameState, PlayerId } from './types';

/** Cards in play (both cards of a Symbiote stack count, Ruling R15b) whose printed Mana equals `mana`. */
export function cardsInPlayCosting(s: GameState, mana: number): number {
  let n = 0;
  for (const line in s.lines) {
    const sides = s.lines[line];
    for (const side in sides) {
      for (const c of sides[side as PlayerId]!) {
        if (s.cards[c.card].mana === mana) n++;
        if (c.host !== null && s.cards[c.host].mana === mana) n++;
      }
    }
  }
  return n;
}

/** What summoning this player's Champion costs now: −1 per card in play of the same Mana, never below 0 (R15a). Null without a Champion. */
export function championCost(s: GameState, player: PlayerId): number | null {
  const p = playerAt(s, player);
  if (!p || p.kind !== 'person' || !p.champion) return null;
  const printed = s.cards[p.champion.card].mana;
  return Math.max(0, printed - cardsInPlayCosting(s, printed));
}

/** Someone played a card costing `mana`: every exhausted Champion of that exact cost is readied. */
export function readyChampions(ctx: Ctx, mana: number): void {
  for (const id of ctx.s.order) {
    const p = playerOf(ctx.s, id);
    if (p.kind !== 'person' || !p.champion || p.champion.state !== 'exhausted') continue;
    if (ctx.s.cards[p.champion.card].mana !== mana) continue;
    p.champion.state = 'ready';
    if (ctx.events)
      emit(ctx, { type: 'champion-readied', player: id, card: slugOf(ctx.s, p.champion.card), rule: RULE.champion });
  }
}
