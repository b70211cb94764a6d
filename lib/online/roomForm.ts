import { PERSON_SEATS, type CustomPlaySettings, type PlayerId } from '../engine';
import type { CreateRoomRequest, RoomBot, RoomFormat, RoomMode } from '../rooms/protocol';
import { checkForm, DEFAULT_FORM, type SetupError, type TableMode } from '../table/setup/setupForm';

/** The modes a room offers: Co-op's Quick and Custom Play are two choices, as on the local table. */
export type OnlineMode = 'duel' | 'ffa' | 'teams' | 'coop-quick' | 'coop-custom';
export const ONLINE_MODES: readonly OnlineMode[] = ['duel', 'ffa', 'teams', 'coop-quick', 'coop-custom'];
export type SeatChoice = 'person' | RoomBot;

/** The "Play online" form as typed: nothing is trusted until roomRequest checks it (and the server again). */
export interface RoomForm {
  mode: OnlineMode;
  format: RoomFormat;
  /** Champion Module (Duel, Free-For-All, Team Play); Co-op takes it from Custom Play's Champion setting. */
  champions: boolean;
  custom: CustomPlaySettings;
  seats: Partial<Record<PlayerId, SeatChoice>>;
}

export const DEFAULT_ROOM_FORM: RoomForm = {
  mode: 'duel',
  format: 'preconstructed',
  champions: false,
  custom: DEFAULT_FORM.custom,
  seats: {},
};

export const roomMode = (mode: OnlineMode): RoomMode => (mode.startsWith('coop') ? 'coop' : (mode as RoomMode));
/** The seats people or bots take, in the order the server wants them (Co-op: A and C). */
export const roomSeats = (mode: OnlineMode): PlayerId[] => [...PERSON_SEATS[roomMode(mode)]];

/** The local table's rule checks that hold online too (Custom Play's points, no Constructed in Co-op). */
const SHARED_CHECKS: ReadonlySet<SetupError['code']> = new Set([
  'coop-constructed',
  'custom',
  'custom-level',
  'custom-points',
]);

/** The room the form describes, or every reason it cannot be made, in the local table's error codes. */
export function roomRequest(
  form: RoomForm,
): { ok: true; request: CreateRoomRequest } | { ok: false; errors: SetupError[] } {
  const mode = roomMode(form.mode);
  const seats = roomSeats(form.mode);
  const custom = form.mode === 'coop-custom';
  const champions = mode === 'coop' ? custom && !!form.custom.champion : form.champions;
  const tableMode: TableMode = form.mode === 'duel' ? 'duel-hot-seat' : form.mode;
  const errors = checkForm({ ...DEFAULT_FORM, mode: tableMode, format: form.format, custom: form.custom }).filter((e) =>
    SHARED_CHECKS.has(e.code),
  );
  if (!seats.some((seat) => (form.seats[seat] ?? 'person') === 'person'))
    errors.push({ code: 'no-person', message: 'at least one seat is played by a person' });
  if (champions && form.format === 'preconstructed')
    errors.push({ code: 'champion-precon', message: 'Champions are played in the Draft and Constructed formats' });
  if (errors.length) return { ok: false, errors };
  const request: CreateRoomRequest = {
    mode,
    format: form.format,
    seats: seats.map((seat) => {
      const c = form.seats[seat] ?? 'person';
      return c === 'person' ? { kind: 'person' } : { kind: 'bot', bot: c };
    }),
  };
  if (champions) request.champions = true;
  if (custom) request.soloSettings = { ...form.custom };
  return { ok: true, request };
}
