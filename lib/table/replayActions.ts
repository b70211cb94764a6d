import type { Action, GameState, LineId, PlayerId } from '../engine';
import type { ByteReader, ByteWriter } from './bytes';
import { playerAt } from '../engine';

/** An action as recorded in a replay: cards named by their id in the game's card table. */
export type RecordedAction =
  | { type: 'play'; card: number; line: LineId }
  | { type: 'play'; card: number; target: { player: PlayerId; line: LineId; index: number } }
  | { type: 'play'; card: number; onto: { line: LineId; index: number } }
  | { type: 'champion'; line: LineId }
  | { type: 'champion'; onto: { line: LineId; index: number } }
  | { type: 'end-turn' };

const LINES: LineId[] = ['top', 'bottom'];
const SEATS: PlayerId[] = ['A', 'B', 'C', 'D'];

/**
 * The recorded form of an action about to be applied to `s`: a card slug becomes the id of
 * the leftmost playable card with that slug (the engine's own reading). Null when no such card.
 */
export function recordAction(s: GameState, action: Action): RecordedAction | null {
  if (action.type === 'end-turn') return { type: 'end-turn' };
  const where = 'line' in action ? { line: action.line } : 'onto' in action ? { onto: { ...action.onto } } : { target: { ...action.target } };
  if (action.type === 'champion') return 'target' in where ? null : ({ type: 'champion', ...where } as RecordedAction);
  let card: number | null = null;
  if (typeof action.card === 'number') card = action.card;
  else {
    const p = playerAt(s, s.active);
    if (p?.kind === 'person') card = p.hand.find((id) => id >= 0 && s.cards[id].slug === action.card) ?? null;
  }
  return card === null ? null : ({ type: 'play', card, ...where } as RecordedAction);
}

export function writeAction(w: ByteWriter, a: RecordedAction): void {
  if (a.type === 'end-turn') { w.uint(0); return; }
  const line = (l: LineId) => {
    const i = LINES.indexOf(l);
    if (i < 0) throw new RangeError(`unknown line ${l}`);
    return i;
  };
  if (a.type === 'champion') {
    if ('line' in a) w.uint(4 + line(a.line));
    else w.uint(6 + line(a.onto.line)).uint(a.onto.index);
    return;
  }
  if ('line' in a) w.uint(8 + line(a.line)).uint(a.card);
  else if ('onto' in a) w.uint(10 + line(a.onto.line)).uint(a.card).uint(a.onto.index);
  else w.uint(12 + line(a.target.line)).uint(a.card).uint(SEATS.indexOf(a.target.player)).uint(a.target.index);
}

export function readAction(r: ByteReader): RecordedAction | null {
  const kind = r.uint(13);
  if (kind === null || kind === 1 || kind === 2 || kind === 3) return null;
  if (kind === 0) return { type: 'end-turn' };
  const line = LINES[kind & 1];
  if (kind < 6) return { type: 'champion', line };
  if (kind < 8) {
    const index = r.uint(99);
    return index === null ? null : { type: 'champion', onto: { line, index } };
  }
  const card = r.uint(999);
  if (card === null) return null;
  if (kind < 10) return { type: 'play', card, line };
  const a = r.uint(99);
  if (a === null) return null;
  if (kind < 12) return { type: 'play', card, onto: { line, index: a } };
  const index = r.uint(99);
  if (index === null || a > 3) return null;
  return { type: 'play', card, target: { player: SEATS[a], line, index } };
}
