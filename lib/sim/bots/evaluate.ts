import {
  areEnemies,
  STRONGHOLD,
  type GameState,
  type PlayerId,
  type PlayerState,
  playerAt,
  winningSeats,
} from '../../engine';

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

/**
 * The chance that the seat wins from a position scored `score` at the start of its turn: a
 * logistic curve fitted to the default bot's own Solo Quick games (7,240 turn starts, the 4
 * preconstructed decks, seed 77). A score is worth little on its own; this turns it into
 * something a won or lost end can be weighed against.
 */
export const WIN_CURVE = { centre: -88, width: 26 };

/**
 * What the seat gets from a position at the start of its next turn: 1 for a won game, 0 for
 * a lost one (rulebook, Solo Mode "Game end and win conditions", Duel "Game end"), and in
 * between the fitted chance of winning it, so no lead, however large, is worth a win.
 */
export function leafValue(state: GameState, me: PlayerId): number {
  if (state.winner) return winningSeats(state).includes(me) ? 1 : 0;
  // Capped so that a double never rounds a huge lead up to exactly a win.
  return 1 / (1 + Math.exp(-Math.min(30, (evaluate(state, me) - WIN_CURVE.centre) / WIN_CURVE.width)));
}
