import { FLAGS } from './abilities/registry';
import { championCost } from './champion';
import { playableIndexes } from './summoning';
import { STRONGHOLD, type Action, type CreatureRef, type GameState, type PlayerId } from './types';

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

/** Ways to put one card into play: its lines, Symbiote hosts, or Incantation targets. */
function destinations(s: GameState, player: PlayerId, card: number, creatures: CreatureRef[]): Array<Record<string, unknown>> {
  const def = s.cards[card];
  if (def.type === 'incantation') return creatures.map((target) => ({ target }));
  const out: Array<Record<string, unknown>> = [];
  const lines = s.players[player]!.lines;
  for (const line of lines) out.push({ line });
  if ((def.own & FLAGS.stacksOnHost) !== 0) {
    for (const line of lines) {
      s.lines[line][player]!.forEach((c, index) => {
        const mask = s.cards[c.card].own | (c.host === null ? 0 : s.cards[c.host].own);
        if ((mask & FLAGS.stacksOnHost) === 0) out.push({ onto: { line, index } });
      });
    }
  }
  return out;
}

/** Every action the active player may take now (each one `apply`s without error). */
export function legalActions(s: GameState): Action[] {
  if (s.winner) return [];
  const p = s.players[s.active]!;
  const out: Action[] = [{ type: 'end-turn' }];
  if (p.kind !== 'person') return out;
  const creatures = allCreatures(s);
  const seen = new Set<string>();
  for (const i of playableIndexes(p.hand)) {
    const card = p.hand[i];
    const def = s.cards[card];
    if (card === STRONGHOLD || seen.has(def.slug)) continue;
    seen.add(def.slug);
    if (def.mana > s.mana && (def.own & FLAGS.paysWithBlood) === 0) continue;
    for (const d of destinations(s, s.active, card, creatures)) out.push({ type: 'play', card: def.slug, ...d } as Action);
  }
  if (p.champion && p.champion.state === 'ready') {
    const card = p.champion.card;
    const def = s.cards[card];
    if (championCost(s, s.active)! <= s.mana || (def.own & FLAGS.paysWithBlood) !== 0) {
      for (const d of destinations(s, s.active, card, creatures)) {
        if ('line' in d || 'onto' in d) out.push({ type: 'champion', ...d } as Action);
      }
    }
  }
  return out;
}
