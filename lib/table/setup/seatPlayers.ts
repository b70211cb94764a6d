import type { PlayerId } from '../../engine';
import type { GameSetup } from './gameSetup';

export const FOUR_SEATS = ['A', 'B', 'C', 'D'] as const satisfies readonly PlayerId[];

/** Whether the setup seats four (Free-For-All, Team Play, Co-op). */
export const isFourSeat = (setup: Pick<GameSetup, 'mode'>): boolean =>
  setup.mode === 'ffa' || setup.mode === 'teams' || setup.mode === 'coop';

/** The seats whose player the setup chooses (a person or a bot): every seat but the Solo AIs'. */
export function playerSeats(mode: GameSetup['mode']): PlayerId[] {
  return mode === 'solo' ? ['A'] : mode === 'duel' ? ['A', 'B'] : mode === 'coop' ? ['A', 'C'] : [...FOUR_SEATS];
}

/** Whether a person at this screen plays `seat` (not a bot, not the Solo AI). */
export function isPersonSeat(setup: GameSetup, seat: PlayerId): boolean {
  if (isFourSeat(setup))
    return playerSeats(setup.mode).includes(seat) && (setup.players?.[seat] ?? 'person') === 'person';
  if (seat === 'A') return true;
  return seat === 'B' && setup.mode === 'duel' && (setup.opponent ?? 'hot-seat') === 'hot-seat';
}

/** The seats played by people at this screen, in seat order: more than one means hot-seat hand-overs. */
export function personSeats(setup: GameSetup): PlayerId[] {
  const seats: readonly PlayerId[] = isFourSeat(setup) ? FOUR_SEATS : ['A', 'B'];
  return seats.filter((seat) => isPersonSeat(setup, seat));
}
