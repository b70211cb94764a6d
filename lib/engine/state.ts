import type { EngineEvent } from './events';
import type {
  AiState,
  CreatureRef,
  CreatureState,
  DuelGame,
  GameState,
  LineId,
  LineState,
  Mode,
  PersonState,
  PlayerId,
  PlayerState,
} from './types';

/** The working copy one `apply` mutates, and the events it has emitted (null: not recorded). */
export interface Ctx {
  s: GameState;
  events: EngineEvent[] | null;
}

export function emit(ctx: Ctx, event: EngineEvent): void {
  if (ctx.events) ctx.events.push(event);
}

export function cloneCreature(c: CreatureState): CreatureState {
  return {
    card: c.card,
    host: c.host,
    damage: c.damage,
    new: c.new,
    protectionUsed: c.protectionUsed,
    sprint: c.sprint,
  };
}

/** `c`'s fields written into `d`. */
export function writeCreature(d: CreatureState, c: CreatureState): void {
  d.card = c.card;
  d.host = c.host;
  d.damage = c.damage;
  d.new = c.new;
  d.protectionUsed = c.protectionUsed;
  d.sprint = c.sprint;
}

export function clonePerson(p: PersonState): PersonState {
  const champion = p.champion ? { card: p.champion.card, state: p.champion.state } : null;
  const copy: PersonState = {
    kind: 'person',
    hand: p.hand.slice(),
    stronghold: p.stronghold,
    champion,
    lines: p.lines,
  };
  if (p.lastHitBy !== undefined) copy.lastHitBy = p.lastHitBy;
  return copy;
}

export function cloneAi(p: AiState): AiState {
  return {
    kind: 'ai',
    deck: p.deck.slice(),
    discard: p.discard.slice(),
    stronghold: p.stronghold,
    config: p.config,
    granted: p.granted,
    lines: p.lines,
  };
}

/** What every mode's state holds besides its players, for building a state of any mode. */
export type GameCoreOf = Omit<DuelGame, 'mode' | 'players'>;

/**
 * A state of `s`'s mode with `lines` and each seat mapped: persons by `person`, AIs by `ai`.
 * The mode's own type says which seats there are, so no seat is ever missing. Every apply
 * copies the state through here, so each mode's literal is written out (no spread).
 */
export function mapSeats(
  s: GameState,
  lines: Record<LineId, LineState>,
  person: (p: PersonState, id: PlayerId) => PersonState,
  ai: (p: AiState, id: PlayerId) => AiState,
): GameState {
  const { cards, order, first, active, turn, phase, mana, winner, rng } = s;
  switch (s.mode) {
    case 'duel': {
      const players = { A: person(s.players.A, 'A'), B: person(s.players.B, 'B') };
      return { mode: s.mode, cards, order, first, active, turn, phase, mana, winner, rng, players, lines };
    }
    case 'solo': {
      const players = { A: person(s.players.A, 'A'), B: ai(s.players.B, 'B') };
      return { mode: s.mode, cards, order, first, active, turn, phase, mana, winner, rng, players, lines };
    }
    case 'coop': {
      const players = {
        A: person(s.players.A, 'A'),
        B: ai(s.players.B, 'B'),
        C: person(s.players.C, 'C'),
        D: ai(s.players.D, 'D'),
      };
      return { mode: s.mode, cards, order, first, active, turn, phase, mana, winner, rng, players, lines };
    }
    default: {
      const players = {
        A: person(s.players.A, 'A'),
        B: person(s.players.B, 'B'),
        C: person(s.players.C, 'C'),
        D: person(s.players.D, 'D'),
      };
      return { mode: s.mode, cards, order, first, active, turn, phase, mana, winner, rng, players, lines };
    }
  }
}

/**
 * A state of `mode` from seats filled one by one (setup, scenario positions): throws when a
 * seat the mode has is missing or holds the wrong kind of player.
 */
export function seatPlayers(mode: Mode, core: GameCoreOf, seats: Partial<Record<PlayerId, PlayerState>>): GameState {
  const person = (id: PlayerId): PersonState => {
    const p = seats[id];
    if (p?.kind !== 'person') throw new Error(`${mode}: seat ${id} needs a person`);
    return p;
  };
  const ai = (id: PlayerId): AiState => {
    const p = seats[id];
    if (p?.kind !== 'ai') throw new Error(`${mode}: seat ${id} needs the AI`);
    return p;
  };
  switch (mode) {
    case 'duel':
      return { ...core, mode, players: { A: person('A'), B: person('B') } };
    case 'solo':
      return { ...core, mode, players: { A: person('A'), B: ai('B') } };
    case 'coop':
      return { ...core, mode, players: { A: person('A'), B: ai('B'), C: person('C'), D: ai('D') } };
    default:
      return { ...core, mode, players: { A: person('A'), B: person('B'), C: person('C'), D: person('D') } };
  }
}

/**
 * A copy of everything a rule can change; the card table, turn order and line lists are
 * shared (never changed). The state is small, so copying it once per action with plain
 * literals is cheaper than tracking each change.
 */
export function cloneState(s: GameState): GameState {
  const order = s.order;
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
  return mapSeats(s, lines, clonePerson, cloneAi);
}

function copyList(dst: number[], src: readonly number[]): void {
  // Setting the length is a runtime call: only to shorten.
  if (dst.length > src.length) dst.length = src.length;
  for (let i = 0; i < src.length; i++) dst[i] = src[i];
}

export function copyPersonInto(d: PersonState, p: PersonState): void {
  copyList(d.hand, p.hand);
  d.stronghold = p.stronghold;
  if (p.champion === null) d.champion = null;
  else if (d.champion === null) d.champion = { card: p.champion.card, state: p.champion.state };
  else {
    d.champion.card = p.champion.card;
    d.champion.state = p.champion.state;
  }
  d.lines = p.lines;
  if (p.lastHitBy !== undefined) d.lastHitBy = p.lastHitBy;
  else if (d.lastHitBy !== undefined) delete d.lastHitBy;
}

export function copyAiInto(d: AiState, p: AiState): void {
  copyList(d.deck, p.deck);
  copyList(d.discard, p.discard);
  d.stronghold = p.stronghold;
  d.config = p.config;
  d.granted = p.granted;
  d.lines = p.lines;
}

/** True when `d` has the seats, lines and sides of `s`: then `copyStateInto` can fill it. */
function sameShape(d: GameState, s: GameState): boolean {
  // The mode fixes which seats are persons and which the AI.
  if (d.mode !== s.mode || d.order !== s.order) return false;
  for (const lineId in s.lines) {
    const a = s.lines[lineId];
    const b = d.lines[lineId];
    if (!b) return false;
    for (const side of s.order) if ((a[side] === undefined) !== (b[side] === undefined)) return false;
  }
  for (const lineId in d.lines) if (!s.lines[lineId]) return false;
  return true;
}

/** What a state holds besides its seats and lines. */
export type StateScalars = Pick<GameState, 'cards' | 'first' | 'active' | 'turn' | 'phase' | 'mana' | 'winner' | 'rng'>;

/** `s`'s scalars written into `d`. */
export function copyScalars(d: StateScalars, s: StateScalars): void {
  d.cards = s.cards;
  d.first = s.first;
  d.active = s.active;
  d.turn = s.turn;
  d.phase = s.phase;
  d.mana = s.mana;
  d.winner = s.winner;
  d.rng = s.rng;
}

/**
 * `cloneState(s)` written into `d`, a copy its caller owns and has finished reading, reusing its
 * objects and arrays instead of allocating new ones (the garbage collector was a fifth of a
 * lookahead's time). Gives `d`, or a fresh copy when `d` has another shape. Nothing of `d` may
 * be shared with any other state.
 */
export function copyStateInto(d: GameState, s: GameState): GameState {
  if (!sameShape(d, s)) return cloneState(s);
  copyScalars(d, s);
  for (const id of s.order) {
    const from = playerOf(s, id);
    const to = playerOf(d, id);
    if (from.kind === 'person' && to.kind === 'person') copyPersonInto(to, from);
    else if (from.kind === 'ai' && to.kind === 'ai') copyAiInto(to, from);
  }
  for (const lineId in s.lines) {
    const line = s.lines[lineId];
    const into = d.lines[lineId];
    for (const side of s.order) {
      const list = line[side];
      if (!list) continue;
      const out = into[side]!;
      for (let i = 0; i < list.length; i++) {
        const c = list[i];
        const o = out[i];
        if (o === undefined) {
          out[i] = cloneCreature(c);
          continue;
        }
        writeCreature(o, c);
      }
      if (out.length > list.length) out.length = list.length;
    }
  }
  return d;
}

/**
 * A lighter copy for placing a Creature: only the side of the line it joins gets a new
 * array, and only players it can change are copied; Creature objects are shared, since
 * placing one never changes the others.
 */
export function cloneForPlacement(s: GameState, line: LineId, player: PlayerId): GameState {
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
  // Placing a Creature changes its player's hand and can ready a Champion: nothing else.
  return mapSeats(
    s,
    lines,
    (p, id) => (id === player || p.champion ? clonePerson(p) : p),
    (p, id) => (id === player ? cloneAi(p) : p),
  );
}

/** The player at a seat named at run time; throws when the mode has no such seat (a bug, not a user error). */
export function playerOf(s: GameState, id: PlayerId): PlayerState {
  const p = playerAt(s, id);
  if (!p) throw new Error(`${s.mode} has no seat ${id}`);
  return p;
}

/** The player at a seat, or undefined when the mode has no such seat (a view asking about any of A–D). */
export function playerAt(s: GameState, id: PlayerId): PlayerState | undefined {
  // Named loads, not a keyed one: this runs for nearly every rule, and a keyed load on the seats' several shapes is slow.
  const seats: Partial<Record<PlayerId, PlayerState>> = s.players;
  if (id === 'A') return seats.A;
  if (id === 'B') return seats.B;
  if (id === 'C') return seats.C;
  return id === 'D' ? seats.D : undefined;
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
