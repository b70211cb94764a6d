import type { PlayerId } from '../engine';
import { ROOM_CODE_PATTERN } from '../rooms/protocol';

/**
 * A seat's secret rides in the address fragment (`/play/online/<code>#seat=A&secret=…`), like a
 * deck's edit token: browsers never send a fragment to a server nor put it in a Referer, so an
 * invite link does not leak through the page's own requests.
 */
const SECRET = /^[A-Za-z0-9_-]{8,128}$/;
const SEATS: readonly string[] = ['A', 'B', 'C', 'D'];

/** The room's page: without a fragment it is the watch link. */
export const roomPath = (code: string) => `/play/online/${encodeURIComponent(code)}`;

export const isRoomCode = (code: string) => ROOM_CODE_PATTERN.test(code);

/** The seat and its secret in an address fragment, or null when either is missing or malformed. */
export function seatFromFragment(hash: string): { seat: PlayerId; secret: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const seat = params.get('seat') ?? '';
  const secret = params.get('secret') ?? '';
  return SEATS.includes(seat) && SECRET.test(secret) ? { seat: seat as PlayerId, secret } : null;
}

/** An invite path the server gave, made absolute on this site (the server's paths carry no language, which the site picks). */
export const absoluteLink = (origin: string, path: string) => new URL(path, origin).href;
