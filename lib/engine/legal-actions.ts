import { FLAGS, stackerOf } from './abilities/registry';
import type { Stacking } from './abilities/types';
import { championCost } from './champion';
import { playableIndexes } from './summoning';
import { type Action, type CardName, type CreatureRef, type GameState, type PlayerId } from './types';
import { playerOf } from './state';

function allCreatures(s: GameState): CreatureRef[] {
  const out: CreatureRef[] = [];
  for (const line in s.lines) {
    const sides = s.lines[line];
    for (const side in sides) {
      const list = sides[side as PlayerId]!;
      for (let i = 0; i < list.length; i++) out.push({ player: side as PlayerId, line, index: i });
    }
  }
  return out;
}

/** The player's Creatures the card may go on (for a card that enters play on a host). */
function hosts(s: GameState, player: PlayerId, stacking: Stacking): Array<{ line: string; index: number }> {
  const out: Array<{ line: string; index: number }> = [];
  for (const line of playerOf(s, player).lines) {
    s.lines[line][player]!.forEach((_, index) => {
      if (stacking.refusal(s, player, line, index) === null) out.push({ line, index });
    });
  }
  return out;
}

/** Every action the active player may take now (each one `apply`s without error). */
export function legalActions(s: GameState): Action[] {
  if (s.winner) return [];
  const p = playerOf(s, s.active);
  const out: Action[] = [{ type: 'end-turn' }];
  if (p.kind !== 'person') return out;
  let creatures: CreatureRef[] | null = null;
  const seen: string[] = [];
  for (const i of playableIndexes(p.hand)) {
    const def = s.cards[p.hand[i]];
    // A second card with the same slug (a Mercenary came back) is named by its id.
    const card: CardName = seen.includes(def.slug) ? p.hand[i] : def.slug;
    seen.push(def.slug);
    if (def.mana > s.mana && (def.own & FLAGS.paysMissing) === 0) continue;
    if (def.type === 'incantation') {
      creatures ??= allCreatures(s);
      for (const target of creatures) out.push({ type: 'play', card, target });
      continue;
    }
    for (const line of p.lines) out.push({ type: 'play', card, line });
    const stacker = stackerOf(def.own);
    if (stacker) for (const onto of hosts(s, s.active, stacker.stacksOnHost)) out.push({ type: 'play', card, onto });
  }
  if (p.champion && p.champion.state === 'ready') {
    const def = s.cards[p.champion.card];
    if (championCost(s, s.active)! <= s.mana || (def.own & FLAGS.paysMissing) !== 0) {
      for (const line of p.lines) out.push({ type: 'champion', line });
      const stacker = stackerOf(def.own);
      if (stacker) for (const onto of hosts(s, s.active, stacker.stacksOnHost)) out.push({ type: 'champion', onto });
    }
  }
  return out;
}
