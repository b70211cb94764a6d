import type { PlayerId } from '../../engine';
import type { Locale } from '../../i18n/locales';
import { tableMultiplayerMessages } from '../../i18n/messages/tableMultiplayer';
import { tableSeatsMessages } from '../../i18n/messages/tableSeats';
import { createT } from '../../i18n/translate';
import type { GameSetup } from './gameSetup';

/** How a seat is marked on the board: its name as the viewer calls it, and its colour (0 is the viewer's; allies share one). */
export interface SeatOwner {
  label: string;
  tone: 0 | 1 | 2 | 3;
  you: boolean;
}

/** Each tone's classes: a seat strip's edge, an owner label, a half-line's tint (light text on all three). */
export const SEAT_TONES = [
  { ring: 'ring-sky-300/80', label: 'bg-sky-800 text-white', tint: 'bg-sky-300/10' },
  { ring: 'ring-rose-300/80', label: 'bg-rose-800 text-white', tint: 'bg-rose-300/10' },
  { ring: 'ring-amber-300/80', label: 'bg-amber-800 text-white', tint: 'bg-amber-300/10' },
  { ring: 'ring-violet-300/80', label: 'bg-violet-800 text-white', tint: 'bg-violet-300/10' },
] as const;

const ORDER: PlayerId[] = ['A', 'B', 'C', 'D'];
const teamOf = (p: PlayerId) => (p === 'A' || p === 'C' ? 1 : 2);

/** Where the board is seen from: the seat at the bottom, and who is looking at it. */
export interface Seating {
  mode: GameSetup['mode'];
  viewer: PlayerId;
  /** Several people share the screen (hot-seat): "You" also says which seat it is now. */
  shared?: boolean;
  /** Nobody plays from this screen (an online spectator): every seat by its name, no "You" and no ally. */
  watching?: boolean;
}

/**
 * Who owns each half-line, seen from the viewer's chair: "You", "Your ally · Player 3" (Team
 * Play's teammate, Co-op's other player), "Team 2 · Bot 2", or the seat's own name. Allies
 * share the viewer's colour; in Team Play and Co-op the other side shares one; in a
 * Free-For-All each seat has its own.
 */
export function seatOwners(
  { mode, viewer, shared = false, watching = false }: Seating,
  heading: (p: PlayerId) => string,
  locale: Locale,
): (p: PlayerId) => SeatOwner {
  const s = createT(tableSeatsMessages, locale);
  const m = createT(tableMultiplayerMessages, locale);
  const allied = (p: PlayerId) =>
    mode === 'teams'
      ? teamOf(p) === teamOf(viewer)
      : mode === 'coop'
        ? isCoopPlayer(p) === isCoopPlayer(viewer)
        : false;
  const teamLabel = (p: PlayerId) => s('ownerTeam', { team: m('team', { n: teamOf(p) }), seat: heading(p) });
  return (p) => {
    if (watching) {
      const tone = p === viewer || allied(p) ? 0 : 1;
      if (mode === 'teams') return { label: teamLabel(p), tone, you: false };
      return { label: heading(p), tone: mode === 'ffa' ? turnFrom(viewer, p) : tone, you: false };
    }
    if (p === viewer)
      return { label: shared ? s('ownerYouSeat', { seat: heading(p) }) : s('ownerYou'), tone: 0, you: true };
    if (allied(p)) return { label: s('ownerAlly', { seat: heading(p) }), tone: 0, you: false };
    if (mode === 'teams') return { label: teamLabel(p), tone: 1, you: false };
    if (mode === 'coop') return { label: heading(p), tone: 1, you: false };
    return { label: heading(p), tone: mode === 'ffa' ? turnFrom(viewer, p) : 1, you: false };
  };
}

/** How many seats after the viewer's `p` plays: each Free-For-All seat's own colour. */
const turnFrom = (viewer: PlayerId, p: PlayerId) =>
  ((ORDER.indexOf(p) - ORDER.indexOf(viewer) + 4) % 4) as 0 | 1 | 2 | 3;

/** Co-op's players sit at A and C, the Solo AIs at B and D (Ruling R39). */
const isCoopPlayer = (p: PlayerId) => p === 'A' || p === 'C';
