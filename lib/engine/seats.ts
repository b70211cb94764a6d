import type { GameState, LineId, LineState, Mode, PlayerId } from './types';

/** The seats each mode has, in turn order around the table (the Solo AI holds B). */
export const SEATS = {
  duel: ['A', 'B'],
  solo: ['A', 'B'],
  ffa: ['A', 'B', 'C', 'D'],
  teams: ['A', 'B', 'C', 'D'],
  coop: ['A', 'B', 'C', 'D'],
} as const satisfies Record<Mode, readonly PlayerId[]>;
export type SeatOf<M extends Mode> = (typeof SEATS)[M][number];

/** The seats persons play (each brings a deck and may bring a Champion). */
export const PERSON_SEATS = {
  duel: ['A', 'B'],
  solo: ['A'],
  ffa: ['A', 'B', 'C', 'D'],
  teams: ['A', 'B', 'C', 'D'],
  coop: ['A', 'C'],
} as const satisfies { [M in Mode]: readonly SeatOf<M>[] };

/** The seats the Solo AI plays (Solo: B; Co-op: B and D, between the two players: Ruling R39). */
export const AI_SEATS = {
  duel: [],
  solo: ['B'],
  ffa: [],
  teams: [],
  coop: ['B', 'D'],
} as const satisfies { [M in Mode]: readonly SeatOf<M>[] };
export type PersonSeatOf<M extends Mode> = (typeof PERSON_SEATS)[M][number];

/** Free-For-All and Team Play: four persons, Duel rules with the Multiplayer changes. */
export type MultiplayerMode = 'ffa' | 'teams';
/** Every mode played on the four-line table of the Multiplayer Setup (Co-op too: Ruling R39). */
export type FourSeatMode = MultiplayerMode | 'coop';
export type FourSeat = SeatOf<FourSeatMode>;

export function isMultiplayer(mode: Mode): mode is MultiplayerMode {
  return mode === 'ffa' || mode === 'teams';
}

/** Four seats and four lines: Free-For-All, Team Play and Co-op. */
export function hasFourSeats(mode: Mode): mode is FourSeatMode {
  return mode === 'ffa' || mode === 'teams' || mode === 'coop';
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

/**
 * Team Play: teammates sit opposite (A with C, B with D), so both lines of every player face
 * enemies (R36). Co-op seats its two players and its two AIs the same way (R39).
 */
const TEAMMATE: Record<FourSeat, FourSeat> = { A: 'C', B: 'D', C: 'A', D: 'B' };

export function teammateOf(mode: Mode, id: PlayerId): PlayerId | null {
  return mode === 'teams' || mode === 'coop' ? TEAMMATE[id] : null;
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
