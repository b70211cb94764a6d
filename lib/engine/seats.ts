import { nextPlayer } from './state';
import type { GameState, LineId, LineState, Mode, PlayerId } from './types';

/** The seats each mode has, in turn order around the table (the Solo AI holds B). */
export const SEATS = {
  duel: ['A', 'B'],
  solo: ['A', 'B'],
  ffa: ['A', 'B', 'C', 'D'],
  teams: ['A', 'B', 'C', 'D'],
} as const satisfies Record<Mode, readonly PlayerId[]>;
export type SeatOf<M extends Mode> = (typeof SEATS)[M][number];

/** The seats persons play (each brings a deck and may bring a Champion). */
export const PERSON_SEATS = {
  duel: ['A', 'B'],
  solo: ['A'],
  ffa: ['A', 'B', 'C', 'D'],
  teams: ['A', 'B', 'C', 'D'],
} as const satisfies { [M in Mode]: readonly SeatOf<M>[] };
export type PersonSeatOf<M extends Mode> = (typeof PERSON_SEATS)[M][number];

export type MultiplayerMode = 'ffa' | 'teams';
export type FourSeat = SeatOf<MultiplayerMode>;

export function isMultiplayer(mode: Mode): mode is MultiplayerMode {
  return mode === 'ffa' || mode === 'teams';
}

/**
 * The four lines (Ruling R36): seats go round the table in turn order, and each player's
 * upper line is shared with the next player, the lower one with the previous player.
 */
export const FOUR_SEAT_LINES = {
  A: ['ab', 'da'],
  B: ['bc', 'ab'],
  C: ['cd', 'bc'],
  D: ['da', 'cd'],
} as const satisfies Record<FourSeat, readonly [LineId, LineId]>;

export function fourSeatLines(): Record<LineId, LineState> {
  return { ab: { A: [], B: [] }, bc: { B: [], C: [] }, cd: { C: [], D: [] }, da: { D: [], A: [] } };
}

/** Team Play: teammates sit opposite (A with C, B with D), so both lines of every player face enemies (R36). */
const TEAMMATE: Record<FourSeat, FourSeat> = { A: 'C', B: 'D', C: 'A', D: 'B' };

export function teammateOf(mode: Mode, id: PlayerId): PlayerId | null {
  return mode === 'teams' ? TEAMMATE[id] : null;
}

export function areEnemies(mode: Mode, a: PlayerId, b: PlayerId): boolean {
  return a !== b && teammateOf(mode, a) !== b;
}

/** Who won: nobody yet, the winner, or in Team Play the winner and their teammate. */
export function winningSeats(s: Pick<GameState, 'mode' | 'winner'>): PlayerId[] {
  if (s.winner === null) return [];
  const mate = teammateOf(s.mode, s.winner);
  return mate === null ? [s.winner] : [s.winner, mate].sort();
}

/**
 * The enemy whose hand (or deck) a Mercenary of `owner` goes to: in 2-player games the other
 * seat. With four seats (Ruling R37) `at` is where the card acted — the Creature's own place,
 * or the Creature an Incantation targeted: that Creature's owner when an enemy, else the enemy
 * across that Creature's line.
 */
export function mercenaryDestination(s: GameState, owner: PlayerId, at: { line: LineId; player: PlayerId }): PlayerId {
  if (!isMultiplayer(s.mode)) return nextPlayer(s, owner);
  if (areEnemies(s.mode, owner, at.player)) return at.player;
  const sides = s.lines[at.line];
  for (const side of s.order) if (side !== at.player && sides[side]) return side;
  throw new Error(`no enemy on line ${at.line}`);
}
