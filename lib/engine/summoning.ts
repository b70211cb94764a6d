import { FLAGS, HOOKS, stackerOf } from './abilities/registry';
import { championCost, readyChampions } from './champion';
import { RULE } from './events';
import { resolveIncantation } from './incantation';
import { newCreature } from './lines';
import { emit, type Ctx, playerOf } from './state';
import { returnToHand, settleStrongholds } from './stronghold';
import {
  STRONGHOLD,
  type Action,
  type CreatureRef,
  type EngineError,
  type GameState,
  type LineId,
  type PlayerId,
} from './types';

type PlayAction = Extract<Action, { type: 'play' | 'champion' }>;

/** A checked play, ready to execute. */
export interface PlayPlan {
  player: PlayerId;
  card: number;
  /** Position in hand, or -1 for the Champion. */
  handIndex: number;
  cost: number;
  line?: LineId;
  onto?: { line: LineId; index: number };
  target?: CreatureRef;
}

/** Hand positions of the 4 leftmost cards, Stronghold excluded. */
export function playableIndexes(hand: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < hand.length && out.length < 4; i++) if (hand[i] !== STRONGHOLD) out.push(i);
  return out;
}

const err = (code: EngineError['code'], message: string): { error: EngineError } => ({ error: { code, message } });

/** Checks a play or Champion summon without changing anything; the first rule broken is reported. */
export function checkPlay(s: GameState, action: PlayAction): PlayPlan | { error: EngineError } {
  if (s.winner) return err('game-over', 'the game is over');
  const player = s.active;
  const p = playerOf(s, player);
  if ((action.player && action.player !== player) || p.kind !== 'person')
    return err('not-your-turn', `it is ${player}'s turn`);
  let card: number;
  let handIndex = -1;
  let cost: number;
  if (action.type === 'champion') {
    if (!p.champion || p.champion.state !== 'ready')
      return err(
        'champion-unavailable',
        p.champion ? `the Champion is ${p.champion.state}` : 'this player has no Champion',
      );
    card = p.champion.card;
    cost = championCost(s, player)!;
  } else {
    for (const i of playableIndexes(p.hand)) {
      const id = p.hand[i];
      if (action.card === id || action.card === s.cards[id].slug) {
        handIndex = i;
        break;
      }
    }
    if (handIndex < 0) {
      const inHand = p.hand.some((id) => id !== STRONGHOLD && (action.card === id || action.card === s.cards[id].slug));
      return err(
        'not-playable',
        inHand ? `${action.card} is not among the 4 leftmost cards` : `${action.card} is not in hand`,
      );
    }
    card = p.hand[handIndex];
    cost = s.cards[card].mana;
  }
  const def = s.cards[card];
  if (cost > s.mana && (def.own & FLAGS.paysMissing) === 0)
    return err('not-enough-mana', `${def.slug} costs ${cost}, ${s.mana} Mana left`);
  const plan: PlayPlan = { player, card, handIndex, cost };
  if (def.type === 'incantation') {
    if (!('target' in action) || !action.target) return err('bad-target', 'an Incantation needs a target Creature');
    const t = action.target;
    const line = s.lines[t.line];
    if (!line) return err('bad-line', `no line "${t.line}"`);
    if (!line[t.player] || !line[t.player]![t.index])
      return err('bad-target', 'no Creature at that position (a Stronghold is never a target)');
    plan.target = { player: t.player, line: t.line, index: t.index };
    return plan;
  }
  if ('onto' in action && action.onto) {
    const stacker = stackerOf(def.own);
    if (!stacker) return err('bad-target', `${def.slug} cannot be placed on another Creature`);
    const { line, index } = action.onto;
    if (!p.lines.includes(line)) return err('bad-line', `no line "${line}" in this Kingdom`);
    const refusal = stacker.stacksOnHost.refusal(s, player, line, index);
    if (refusal !== null) return err('bad-target', refusal);
    plan.onto = { line, index };
    return plan;
  }
  if ('target' in action && action.target) return err('bad-target', 'only Incantations target a Creature');
  if (!('line' in action) || typeof action.line !== 'string' || !p.lines.includes(action.line))
    return err('bad-line', `no line "${'line' in action ? action.line : ''}" in this Kingdom`);
  plan.line = action.line;
  return plan;
}

/** Plays a checked card: it leaves the hand, is paid (what Mana cannot pay, an ability may: Price of Blood, R1, R27), readies Champions, then enters play or resolves. */
export function executePlay(ctx: Ctx, plan: PlayPlan): void {
  const s = ctx.s;
  const p = playerOf(s, plan.player);
  if (p.kind !== 'person') return;
  const def = s.cards[plan.card];
  if (plan.handIndex >= 0) p.hand.splice(plan.handIndex, 1);
  else p.champion!.state = 'in-play';
  const paid = Math.min(s.mana, plan.cost);
  s.mana -= paid;
  if (ctx.events)
    emit(ctx, {
      type: 'card-played',
      player: plan.player,
      card: def.slug,
      cost: plan.cost,
      paid,
      rule: plan.handIndex >= 0 ? RULE.summoning : RULE.champion,
    });
  if (paid < plan.cost) {
    for (const { bit, module } of HOOKS.payMissing)
      if ((def.own & bit) !== 0 && !s.winner) module.payMissing(ctx, plan.player, plan.card, plan.cost - paid);
  }
  if (s.winner) {
    if (plan.handIndex < 0) p.champion!.state = 'ready';
    else {
      returnToHand(ctx, plan.player, plan.card);
      if (ctx.events) emit(ctx, { type: 'returned-to-hand', player: plan.player, card: def.slug, rule: 'Ruling R27' });
    }
    return;
  }
  readyChampions(ctx, def.mana);
  if (plan.target) {
    resolveIncantation(ctx, plan.player, plan.card, plan.target);
  } else if (plan.onto) {
    const stacker = stackerOf(def.own)!;
    stacker.stacksOnHost.stack(ctx, plan.player, plan.card, plan.onto.line, plan.onto.index, stacker.rule);
  } else {
    const list = s.lines[plan.line!][plan.player]!;
    list.push(newCreature(plan.card));
    if (ctx.events)
      emit(ctx, {
        type: 'creature-entered',
        player: plan.player,
        card: def.slug,
        line: plan.line!,
        index: list.length - 1,
        rule: RULE.summoning,
      });
  }
  // The play is complete (an Incantation is back in hand): now a Stronghold at the rightmost has reached it (R22).
  settleStrongholds(ctx);
}
