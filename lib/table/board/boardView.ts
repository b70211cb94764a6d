import { RULE, STRONGHOLD, type EngineEvent, type GameState, type PlayerId, playerAt } from '../../engine';

/** Marks the Stronghold in a hand view (no card slug starts with #). */
export const HAND_STRONGHOLD = '#stronghold';

export interface CreatureView {
  card: string;
  host: string | null;
  damage: number;
}

export interface SeatView {
  kind: 'person' | 'ai';
  side: 'bastion' | 'fort';
  /** Person: the hand left to right, card slugs and HAND_STRONGHOLD. */
  hand: string[];
  champion: 'ready' | 'exhausted' | 'in-play' | null;
  /** AI: cards in the deck and in the discard pile. */
  deck: number;
  discard: number;
}

/** What the board shows, in slugs: enough to draw any intermediate moment of an animation. */
export interface BoardView {
  active: PlayerId;
  turn: number;
  winner: PlayerId | null;
  lines: Record<string, Partial<Record<PlayerId, CreatureView[]>>>;
  seats: Partial<Record<PlayerId, SeatView>>;
}

export function viewOf(s: GameState): BoardView {
  const lines: BoardView['lines'] = {};
  for (const line in s.lines) {
    lines[line] = {};
    for (const side in s.lines[line]) {
      lines[line][side as PlayerId] = s.lines[line][side as PlayerId]!.map((c) => ({
        card: s.cards[c.card].slug,
        host: c.host === null ? null : s.cards[c.host].slug,
        damage: c.damage,
      }));
    }
  }
  const seats: BoardView['seats'] = {};
  for (const id of s.order) {
    const p = playerAt(s, id);
    if (!p) continue;
    seats[id] =
      p.kind === 'person'
        ? {
            kind: 'person',
            side: p.stronghold,
            hand: p.hand.map((c) => (c === STRONGHOLD ? HAND_STRONGHOLD : s.cards[c].slug)),
            champion: p.champion?.state ?? null,
            deck: 0,
            discard: 0,
          }
        : { kind: 'ai', side: p.stronghold, hand: [], champion: null, deck: p.deck.length, discard: p.discard.length };
  }
  return { active: s.active, turn: s.turn, winner: s.winner, lines, seats };
}

const MERCENARY = 'Rulebook v1.1 · Special Abilities · Mercenary';

/**
 * The view after one event, without the engine: what the animation draws between the state
 * before an action and the state after it. A copy; the input is left alone.
 */
export function applyEvent(view: BoardView, e: EngineEvent): BoardView {
  const v: BoardView = structuredClone(view);
  const side = (player: PlayerId, line: string) => v.lines[line]?.[player];
  const seat = (player: PlayerId) => v.seats[player];
  switch (e.type) {
    case 'turn-started':
      v.active = e.player;
      v.turn = e.turn;
      break;
    case 'game-over':
      v.winner = e.winner;
      break;
    case 'card-played': {
      const s = seat(e.player);
      if (s && e.rule === RULE.champion) s.champion = 'in-play';
      else if (s) {
        // The engine plays the leftmost copy among the playable cards.
        const i = s.hand.indexOf(e.card);
        if (i >= 0) s.hand.splice(i, 1);
      }
      break;
    }
    case 'creature-entered': {
      const list = side(e.player, e.line);
      if (!list) break;
      if (e.host) list[e.index] = { ...list[e.index], card: e.card, host: e.host };
      else list.splice(e.index, 0, { card: e.card, host: null, damage: 0 });
      break;
    }
    case 'damage': {
      const c = side(e.to.player, e.to.line)?.[e.to.index];
      if (c) c.damage += e.amount;
      break;
    }
    case 'destroyed':
      side(e.from.player, e.from.line)?.splice(e.from.index, 1);
      break;
    case 'moved': {
      const list = side(e.player, e.line);
      if (list) list.splice(e.to, 0, ...list.splice(e.from, 1));
      break;
    }
    case 'turn-ended':
      for (const l in v.lines) for (const p in v.lines[l]) for (const c of v.lines[l][p as PlayerId]!) c.damage = 0;
      break;
    case 'stronghold-shift':
    case 'bastion-fell': {
      const s = seat(e.player);
      if (!s) break;
      s.hand.splice(s.hand.indexOf(HAND_STRONGHOLD), 1);
      s.hand.splice(e.type === 'bastion-fell' ? 0 : e.to, 0, HAND_STRONGHOLD);
      if (e.type === 'bastion-fell') s.side = 'fort';
      break;
    }
    case 'bastion-restored': {
      const s = seat(e.player);
      if (s) s.side = 'bastion';
      break;
    }
    case 'stronghold-turned': {
      const s = seat(e.player);
      if (s) s.side = e.side;
      break;
    }
    case 'returned-to-hand': {
      const s = seat(e.player);
      if (!s) break;
      // After a loss the card goes just left of the Fort, which stays at the rightmost (engine rulings R27, R34).
      const lost = v.winner !== null && v.winner !== e.player && s.hand[s.hand.length - 1] === HAND_STRONGHOLD;
      s.hand.splice(lost ? s.hand.length - 1 : s.hand.length, 0, e.card);
      break;
    }
    case 'champion-exhausted': {
      const s = seat(e.player);
      if (s) s.champion = 'exhausted';
      break;
    }
    case 'champion-readied': {
      const s = seat(e.player);
      if (s) s.champion = 'ready';
      break;
    }
    // The AI revealing is the one playing its turn (Co-op has two).
    case 'ai-revealed': {
      const s =
        v.seats[v.active]?.kind === 'ai' ? v.seats[v.active] : Object.values(v.seats).find((x) => x?.kind === 'ai');
      if (s) s.deck--;
      break;
    }
    case 'discarded': {
      const s = seat(e.player);
      if (s) s.discard++;
      break;
    }
    case 'returned-to-deck': {
      const s = seat(e.player);
      if (s) {
        s.deck++;
        if (e.rule !== MERCENARY) s.discard--;
      }
      break;
    }
    case 'mill': {
      const s = seat(e.player);
      if (s) {
        s.deck -= e.cards.length;
        s.discard += e.cards.length;
      }
      break;
    }
    case 'reshuffle': {
      const s = seat(e.player);
      if (s) {
        s.deck = e.size;
        s.discard = 0;
      }
      break;
    }
    default:
      break;
  }
  return v;
}

/** Positions of the playable cards in a hand view: the 4 leftmost, the Stronghold aside. */
export function playablePositions(hand: readonly string[]): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < hand.length && out.size < 4; i++) if (hand[i] !== HAND_STRONGHOLD) out.add(i);
  return out;
}
