import { legalActions, STRONGHOLD, type CardName, type GameState, type PlayerId, playerAt } from '../../engine';
import type { Refusal } from '../narration/refusal';

/**
 * For each card of a person's hand (by position): null when it can be played right now, else
 * why not, as the refusal the engine would give. Asked of the engine's own legal actions, so
 * the 4 leftmost rule, the Mana (Price of Blood included) and the need for a target all agree
 * with what a click would do.
 */
export function handPlayability(s: GameState, viewer: PlayerId): Array<Refusal | null> {
  const p = playerAt(s, viewer);
  if (!p || p.kind !== 'person') return [];
  const mine = s.active === viewer && !s.winner;
  const legal = mine ? legalActions(s) : [];
  const playable = new Set<CardName>(legal.flatMap((a) => (a.type === 'play' ? [a.card] : [])));
  const seen = new Set<string>();
  let leftmost = 0;
  return p.hand.map((id) => {
    if (id === STRONGHOLD) return null;
    const def = s.cards[id];
    // legalActions names a second copy of a slug by its id, as the engine tells the copies apart.
    const name: CardName = seen.has(def.slug) ? id : def.slug;
    const action = { type: 'play' as const, card: def.slug, line: p.lines[0] ?? 'top', player: viewer };
    const among = leftmost++ < 4;
    if (among) seen.add(def.slug);
    if (s.winner) return { code: 'game-over', action, player: viewer };
    if (!mine) return { code: 'not-your-turn', action, player: viewer };
    if (!among) return { code: 'not-playable', action, player: viewer };
    if (playable.has(name)) return null;
    if (def.type === 'incantation' && def.mana <= s.mana) return { code: 'no-target', action, player: viewer };
    return { code: 'not-enough-mana', action, player: viewer };
  });
}
