import type { Action, GameState, LineId, PlayerId } from '../../engine';
import type { ByteReader, ByteWriter } from './bytes';
import { playerAt } from '../../engine';

/** An action as recorded in a replay: cards named by their id in the game's card table. */
export type RecordedAction =
  | { type: 'play'; card: number; line: LineId }
  | { type: 'play'; card: number; target: { player: PlayerId; line: LineId; index: number } }
  | { type: 'play'; card: number; onto: { line: LineId; index: number } }
  | { type: 'champion'; line: LineId }
  | { type: 'champion'; onto: { line: LineId; index: number } }
  | { type: 'end-turn' };

const SEATS: PlayerId[] = ['A', 'B', 'C', 'D'];

/**
 * The recorded form of an action about to be applied to `s`: a card slug becomes the id of
 * the leftmost playable card with that slug (the engine's own reading). Null when no such card.
 */
export function recordAction(s: GameState, action: Action): RecordedAction | null {
  if (action.type === 'end-turn') return { type: 'end-turn' };
  const where =
    'line' in action
      ? { line: action.line }
      : 'onto' in action
        ? { onto: { ...action.onto } }
        : { target: { ...action.target } };
  if (action.type === 'champion') return 'target' in where ? null : ({ type: 'champion', ...where } as RecordedAction);
  let card: number | null = null;
  if (typeof action.card === 'number') card = action.card;
  else {
    const p = playerAt(s, s.active);
    if (p?.kind === 'person') card = p.hand.find((id) => id >= 0 && s.cards[id].slug === action.card) ?? null;
  }
  return card === null ? null : ({ type: 'play', card, ...where } as RecordedAction);
}

/** Lines by their number in a code (append-only: a stored link must keep its meaning). Version 1 knew only the first two. */
const LINE_CODES: LineId[] = ['top', 'bottom', 'ab', 'bc', 'cd', 'da'];

function lineCode(l: LineId): number {
  const i = LINE_CODES.indexOf(l);
  if (i < 0) throw new RangeError(`unknown line ${l}`);
  return i;
}

/** Version 2: a kind (0 end turn, 1 Champion on a line, 2 Champion onto, 3 card on a line, 4 card onto, 5 card at a target), the line's number, then the rest. */
export function writeAction(w: ByteWriter, a: RecordedAction): void {
  if (a.type === 'end-turn') {
    w.uint(0);
    return;
  }
  if (a.type === 'champion') {
    if ('line' in a) w.uint(1).uint(lineCode(a.line));
    else w.uint(2).uint(lineCode(a.onto.line)).uint(a.onto.index);
    return;
  }
  if ('line' in a) w.uint(3).uint(lineCode(a.line)).uint(a.card);
  else if ('onto' in a) w.uint(4).uint(lineCode(a.onto.line)).uint(a.card).uint(a.onto.index);
  else w.uint(5).uint(lineCode(a.target.line)).uint(a.card).uint(SEATS.indexOf(a.target.player)).uint(a.target.index);
}

/** Reads one move written by `version` of the format (1: two lines, the line in the kind's low bit). */
export function readAction(r: ByteReader, version: 1 | 2 = 2): RecordedAction | null {
  if (version === 1) return readActionV1(r);
  const kind = r.uint(5);
  if (kind === null) return null;
  if (kind === 0) return { type: 'end-turn' };
  const lineAt = r.uint(LINE_CODES.length - 1);
  if (lineAt === null) return null;
  return readRest(r, kind, LINE_CODES[lineAt]);
}

/** Version 1 kinds: 0 end turn, 4–5 Champion on a line, 6–7 onto, 8–9 card on a line, 10–11 onto, 12–13 at a target (low bit: the lower line). */
function readActionV1(r: ByteReader): RecordedAction | null {
  const kind = r.uint(13);
  if (kind === null || kind === 1 || kind === 2 || kind === 3) return null;
  if (kind === 0) return { type: 'end-turn' };
  return readRest(r, (kind >> 1) - 1, LINE_CODES[kind & 1]);
}

/** What follows the kind and line: the same in both versions. */
function readRest(r: ByteReader, kind: number, line: LineId): RecordedAction | null {
  if (kind === 1) return { type: 'champion', line };
  if (kind === 2) {
    const index = r.uint(99);
    return index === null ? null : { type: 'champion', onto: { line, index } };
  }
  const card = r.uint(999);
  if (card === null) return null;
  if (kind === 3) return { type: 'play', card, line };
  const a = r.uint(99);
  if (a === null) return null;
  if (kind === 4) return { type: 'play', card, onto: { line, index: a } };
  const index = r.uint(99);
  if (index === null || a > 3) return null;
  return { type: 'play', card, target: { player: SEATS[a], line, index } };
}
