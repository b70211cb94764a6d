import type { EngineEvent } from './events';
import type {
  CreatureRef, CreatureState, GameState, LineId, LineState, PlayerId, PlayerState,
} from './types';

/** The working copy one `apply` mutates, and the events it has emitted (null: not recorded). */
export interface Ctx {
  s: GameState;
  events: EngineEvent[] | null;
}

export function emit(ctx: Ctx, event: EngineEvent): void {
  if (ctx.events) ctx.events.push(event);
}

function cloneCreature(c: CreatureState): CreatureState {
  return { card: c.card, host: c.host, damage: c.damage, new: c.new, protectionUsed: c.protectionUsed, sprint: c.sprint };
}

function clonePlayer(p: PlayerState): PlayerState {
  if (p.kind === 'person') {
    const champion = p.champion ? { card: p.champion.card, state: p.champion.state } : null;
    const copy: PlayerState = { kind: 'person', hand: p.hand.slice(), stronghold: p.stronghold, champion, lines: p.lines };
    if (p.lastHitBy !== undefined) copy.lastHitBy = p.lastHitBy;
    return copy;
  }
  return { kind: 'ai', deck: p.deck.slice(), discard: p.discard.slice(), stronghold: p.stronghold, config: p.config, granted: p.granted, lines: p.lines };
}

/**
 * A copy of everything a rule can change; the card table, turn order and line lists are
 * shared (never changed). The state is small, so copying it once per action with plain
 * literals is cheaper than tracking each change.
 */
export function cloneState(s: GameState): GameState {
  const order = s.order;
  const players: GameState['players'] = {};
  for (let k = 0; k < order.length; k++) players[order[k]] = clonePlayer(s.players[order[k]]!);
  const lines: Record<LineId, LineState> = {};
  for (const lineId in s.lines) {
    const line = s.lines[lineId];
    const copy: LineState = {};
    for (let k = 0; k < order.length; k++) {
      const side = order[k];
      const list = line[side];
      if (!list) continue;
      const out: CreatureState[] = new Array(list.length);
      for (let i = 0; i < list.length; i++) out[i] = cloneCreature(list[i]);
      copy[side] = out;
    }
    lines[lineId] = copy;
  }
  return {
    mode: s.mode, cards: s.cards, order: s.order, first: s.first, active: s.active, turn: s.turn, phase: s.phase,
    mana: s.mana, winner: s.winner, rng: s.rng, players, lines,
  };
}

/**
 * A lighter copy for placing a Creature: only the side of the line it joins gets a new
 * array, and only players it can change are copied; Creature objects are shared, since
 * placing one never changes the others.
 */
export function cloneForPlacement(s: GameState, line: LineId, player: PlayerId): GameState {
  const players: GameState['players'] = {};
  for (const id of s.order) {
    const p = s.players[id]!;
    // Placing a Creature changes its player's hand and can ready a Champion: nothing else.
    players[id] = id === player || (p.kind === 'person' && p.champion) ? clonePlayer(p) : p;
  }
  const lines: Record<LineId, LineState> = {};
  for (const lineId in s.lines) {
    const src = s.lines[lineId];
    if (lineId !== line) {
      lines[lineId] = src;
      continue;
    }
    const copy: LineState = {};
    for (const side of s.order) if (src[side]) copy[side] = side === player ? src[side]!.slice() : src[side];
    lines[lineId] = copy;
  }
  return {
    mode: s.mode, cards: s.cards, order: s.order, first: s.first, active: s.active, turn: s.turn, phase: s.phase,
    mana: s.mana, winner: s.winner, rng: s.rng, players, lines,
  };
}

export function playerOf(s: GameState, id: PlayerId): PlayerState {
  return s.players[id]!;
}



export function slugOf(s: GameState, card: number): string {
  return s.cards[card].slug;
}

/** The enemy sharing a line with `id`. */
export function enemyOnLine(s: GameState, line: LineId, id: PlayerId): PlayerId {
  const sides = s.lines[line];
  for (const side of s.order) if (side !== id && sides[side]) return side;
  throw new Error(`no enemy on line ${line}`);
}

/** The next player in turn order (the only enemy in 2-player games). */
export function nextPlayer(s: GameState, id: PlayerId): PlayerId {
  const i = s.order.indexOf(id);
  return s.order[(i + 1) % s.order.length];
}



/** Where the Creature whose top card is `card` stands, or null when it is not in play. */
export function locate(s: GameState, card: number): CreatureRef | null {
  const order = s.order;
  for (const line in s.lines) {
    const sides = s.lines[line];
    for (let k = 0; k < order.length; k++) {
      const list = sides[order[k]];
      if (!list) continue;
      for (let i = 0; i < list.length; i++) if (list[i].card === card) return { player: order[k], line, index: i };
    }
  }
  return null;
}

/** `ref` when the Creature whose top card is `card` still stands there (cheap), else wherever it stands now. */
export function relocate(s: GameState, card: number, ref: CreatureRef | null): CreatureRef | null {
  if (ref !== null && s.lines[ref.line][ref.player]?.[ref.index]?.card === card) return ref;
  return locate(s, card);
}

/** The other line of a player's two lines (Splash's "neighbouring line"). */
export function neighbourLine(s: GameState, id: PlayerId, line: LineId): LineId | null {
  const lines = playerOf(s, id).lines;
  for (const l of lines) if (l !== line) return l;
  return null;
}

/** A player's Creatures in activation order: upper line far→near the Bridge, then lower line. */
export function activationOrder(s: GameState, id: PlayerId): number[] {
  const out: number[] = [];
  for (const line of playerOf(s, id).lines) {
    const list = s.lines[line][id]!;
    for (let i = list.length - 1; i >= 0; i--) out.push(list[i].card);
  }
  return out;
}

/** Creatures in one place on a line: a Symbiote stack is two, one reading for every rule that counts them (R15b, R23, R32). */
export function creaturesIn(c: CreatureState): number {
  return c.host === null ? 1 : 2;
}

/** Every card of a Creature: the top card, then its host. */
export function cardsOf(c: CreatureState): number[] {
  return c.host === null ? [c.card] : [c.card, c.host];
}

