import * as state from './state';
import type { StateScalars } from './state';
import type { CreatureState, GameState, LineId, PlayerId, PlayerState } from './types';

const {
  cloneAi,
  cloneCreature,
  clonePerson,
  copyAiInto,
  copyPersonInto,
  copyScalars,
  copyStateInto,
  cloneState,
  playerOf,
  writeCreature,
} = state;

/**
 * What one in-place step saved of the state it was about to change, to put that state back
 * exactly. A Creature's placement (the step a lookahead takes most) saves only what it can
 * change, the parts `cloneForPlacement` copies for `apply`: the scalars, the players it can
 * touch and one side of one line. Any other step (ending the turn, an Incantation) can reach
 * the whole board and saves it whole, into a buffer the journal keeps from step to step.
 * One journal undoes one step: a lookahead keeps one per ply.
 */
export interface Journal extends StateScalars {
  /** Nothing to undo: a refused step, or one undone already. */
  empty: boolean;
  /** The whole state before the step, or null when only the parts below were saved. */
  whole: GameState | null;
  /** Kept between steps so a whole save reuses its objects. */
  buffer: GameState | null;
  seats: Array<{ id: PlayerId; saved: PlayerState }>;
  line: LineId;
  side: PlayerId;
  /** The side's Creatures before the step, by value: the journal's own objects, reused from step to step. */
  creatures: CreatureState[];
  count: number;
}

export function newJournal(): Journal {
  return {
    empty: true,
    whole: null,
    buffer: null,
    cards: [],
    first: 'A',
    active: 'A',
    turn: 0,
    phase: 'summoning',
    mana: 0,
    winner: null,
    rng: 0,
    seats: [],
    line: '',
    side: 'A',
    creatures: [],
    count: 0,
  };
}

/** Saves the whole of `s`, for a step that can change anything. */
export function saveWhole(j: Journal, s: GameState): void {
  j.whole = j.buffer ? copyStateInto(j.buffer, s) : cloneState(s);
  j.buffer = j.whole;
  j.empty = false;
}

/** Saves what placing a card of `player`'s on `line` can change (the parts `cloneForPlacement` copies). */
export function savePlacement(j: Journal, s: GameState, line: LineId, player: PlayerId): void {
  j.whole = null;
  copyScalars(j, s);
  j.seats.length = 0;
  for (const id of s.order) {
    const p = playerOf(s, id);
    if (p.kind === 'person' && (id === player || p.champion)) j.seats.push({ id, saved: clonePerson(p) });
    else if (p.kind === 'ai' && id === player) j.seats.push({ id, saved: cloneAi(p) });
  }
  j.line = line;
  j.side = player;
  // By value, not by reference: a later step undone before this one puts values back, not the same objects.
  const list = s.lines[line][player]!;
  for (let i = 0; i < list.length; i++) {
    if (i < j.creatures.length) writeCreature(j.creatures[i], list[i]);
    else j.creatures.push(cloneCreature(list[i]));
  }
  j.count = list.length;
  j.empty = false;
}

/** Puts `s` back as it was before the journal's step; the journal is then empty. */
export function restore(j: Journal, s: GameState): void {
  if (j.empty) return;
  j.empty = true;
  const w = j.whole;
  if (w) {
    if (w.mode !== s.mode || w.order !== s.order)
      throw new Error('a journal can only undo a step on the state it saved');
    // The saved seats and lines are swapped back in, not copied: the step's objects become the buffer the next save
    // writes over, so a whole step costs one copy, as with `apply`, but allocates nothing.
    const seats = s.players;
    const lines = s.lines;
    (s as { players: GameState['players'] }).players = w.players;
    s.lines = w.lines;
    (w as { players: GameState['players'] }).players = seats;
    w.lines = lines;
    j.whole = null;
    copyScalars(s, w);
    return;
  }
  copyScalars(s, j);
  for (const { id, saved } of j.seats) {
    const p = playerOf(s, id);
    if (p.kind === 'person' && saved.kind === 'person') copyPersonInto(p, saved);
    else if (p.kind === 'ai' && saved.kind === 'ai') copyAiInto(p, saved);
  }
  const list = s.lines[j.line][j.side]!;
  if (list.length > j.count) list.length = j.count;
  for (let i = 0; i < j.count; i++) {
    if (i < list.length) writeCreature(list[i], j.creatures[i]);
    else list.push(cloneCreature(j.creatures[i]));
  }
}
