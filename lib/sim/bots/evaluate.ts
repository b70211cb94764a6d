import { areEnemies, STRONGHOLD, type GameState, type PlayerId, type PlayerState, playerAt, winningSeats } from '../../engine';

export const WIN = 1_000_000;

/** Hits a side can take before it loses, as a weighted integer (the Fort side is the last life). */
function lifeOf(p: PlayerState): number {
  if (p.kind === 'person') {
    const left = p.hand.length - 1 - p.hand.indexOf(STRONGHOLD);
    // Cards in hand are both HP and next turn's Mana.
    return 4 * left + p.hand.length + (p.stronghold === 'bastion' ? 24 : 0);
  }
  return 4 * p.deck.length + (p.stronghold === 'bastion' ? 2 * p.discard.length + 24 : 0);
}

/**
 * A quick static score of `state` for `me` (higher is better), integers only: life left on
 * each side, every Creature's AV and HP left, and Creatures facing an empty enemy line. A
 * teammate (Team Play, Co-op) counts as `me`: its win is a win, its losses are losses.
 */
export function evaluate(state: GameState, me: PlayerId): number {
  if (state.winner) return winningSeats(state).includes(me) ? WIN : -WIN;
  let score = 0;
  for (const id of state.order) {
    const p = playerAt(state, id);
    if (p) score += areEnemies(state.mode, me, id) ? -lifeOf(p) : lifeOf(p);
  }
  const cards = state.cards;
  for (const lineId in state.lines) {
    const line = state.lines[lineId];
    for (const side in line) {
      const mine = !areEnemies(state.mode, me, side as PlayerId);
      const list = line[side as PlayerId]!;
      let facingEmpty = true;
      for (const other in line) if (other !== side && line[other as PlayerId]!.length > 0) facingEmpty = false;
      let value = 0;
      for (const c of list) {
        const def = cards[c.card];
        let atk = def.atk;
        let hp = def.hp - c.damage;
        if (c.host !== null) {
          atk += cards[c.host].atk;
          hp += cards[c.host].hp;
        }
        value += 3 * atk + 2 * hp + (facingEmpty ? 2 * atk : 0);
      }
      score += mine ? value : -value;
    }
  }
  return score;
}
