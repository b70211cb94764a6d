import { z } from 'zod';
import { ApiError } from '../api/errors';
import { CUSTOM_ABILITIES, PERSON_SEATS, validateCustomPlay, type Action, type PlayerId } from '../engine';
import type { RoomSettings } from './model';
import { ROOM_MODES } from './protocol';

const slug = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9-]+$/);
const bot = z.enum(['planner', 'greedy']);
const seatPlan = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('person') }).strict(),
  z.object({ kind: z.literal('bot'), bot }).strict(),
]);
const custom = z
  .object({
    level: z.number().int().min(0).max(20),
    manaPerCreature: z.union([z.literal(1), z.literal(2)]).optional(),
    fixedMana: z.union([z.literal(6), z.literal(7), z.literal(8), z.literal(9), z.literal(10)]).optional(),
    aiFirst: z.boolean().optional(),
    resistance: z.boolean().optional(),
    abilities: z
      .array(z.enum(CUSTOM_ABILITIES as unknown as [string, ...string[]]))
      .max(CUSTOM_ABILITIES.length)
      .optional(),
    noBastion: z.boolean().optional(),
    champion: z.boolean().optional(),
  })
  .strict();

const createRoom = z
  .object({
    mode: z.enum(ROOM_MODES as unknown as ['duel', 'ffa', 'teams', 'coop']),
    format: z.enum(['preconstructed', 'draft', 'constructed']),
    champions: z.boolean().optional(),
    soloSettings: custom.optional(),
    seats: z.array(seatPlan).min(2).max(4),
  })
  .strict();

const line = z
  .string()
  .min(1)
  .max(8)
  .regex(/^[a-z]+$/);
const seat = z.enum(['A', 'B', 'C', 'D']);
const place = z.object({ line, index: z.number().int().min(0).max(40) }).strict();
const card = slug;
const action = z.union([
  z.object({ type: z.literal('play'), card, line }).strict(),
  z
    .object({
      type: z.literal('play'),
      card,
      target: z.object({ player: seat, line, index: z.number().int().min(0).max(40) }).strict(),
    })
    .strict(),
  z.object({ type: z.literal('play'), card, onto: place }).strict(),
  z.object({ type: z.literal('champion'), line }).strict(),
  z.object({ type: z.literal('champion'), onto: place }).strict(),
  z.object({ type: z.literal('end-turn') }).strict(),
]);
const version = z.number().int().min(0).max(1_000_000);

const join = z
  .object({
    name: z.string().trim().min(1).max(40),
    deck: z.union([slug, z.array(slug).max(8)]).optional(),
    /** A Champion saved in the gallery, by id. */
    champion: z
      .string()
      .regex(/^[A-Za-z0-9_-]{4,32}$/)
      .optional(),
  })
  .strict();

/** The first problem zod found, in the API's one error shape. */
function refuse(error: z.ZodError): never {
  const issue = error.issues[0];
  const field = issue.path.join('.') || 'body';
  throw new ApiError(400, 'bad-param', `${field}: ${issue.message}`, { field });
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const r = schema.safeParse(body);
  return r.success ? r.data : refuse(r.error);
}

/** A room's settings from a creation request, with the checks a local table makes (R43 for Co-op). */
export function readCreateRoom(body: unknown): Omit<RoomSettings, 'seed'> {
  const r = parse(createRoom, body);
  const bad = (message: string, field: string): never => {
    throw new ApiError(400, 'bad-param', message, { field });
  };
  const persons = PERSON_SEATS[r.mode];
  if (r.seats.length !== persons.length)
    bad(`${r.mode} has ${persons.length} person seats (${persons.join(', ')})`, 'seats');
  if (!r.seats.some((s) => s.kind === 'person')) bad('a room needs at least one person', 'seats');
  if (r.mode === 'coop' && r.format === 'constructed') bad('Co-op games cannot use the Constructed format', 'format');
  if (r.champions && r.format === 'preconstructed')
    bad('Champions are played in the Draft and Constructed formats', 'champions');
  if (r.soloSettings && r.mode !== 'coop') bad('Custom Play settings are for Co-op rooms', 'soloSettings');
  if (r.soloSettings) {
    const problems = validateCustomPlay(r.soloSettings as never);
    if (problems.length) bad(problems.join('; '), 'soloSettings');
  }
  if (r.mode === 'coop' && Boolean(r.champions) !== Boolean(r.soloSettings?.champion))
    bad('in Co-op, Champions go with the Custom Play Champion setting', 'champions');
  if (r.mode === 'coop' && r.champions && r.seats.some((s) => s.kind === 'bot'))
    bad('in Co-op with Champions every seat is a person’s', 'seats');
  const seats: RoomSettings['seats'] = {};
  persons.forEach((id, k) => (seats[id] = r.seats[k]));
  return {
    mode: r.mode,
    format: r.format,
    champions: Boolean(r.champions),
    ...(r.soloSettings ? { soloSettings: r.soloSettings as RoomSettings['soloSettings'] } : {}),
    seats,
  };
}

export const readJoin = (body: unknown) => parse(join, body);
export const readReplace = (body: unknown) => parse(z.object({ bot }).strict(), body);
export const readPick = (body: unknown) => parse(z.object({ card, expectVersion: version }).strict(), body);
export const readAction = (body: unknown): { action: Action; expectVersion: number } =>
  parse(z.object({ action, expectVersion: version }).strict(), body);

export const ROOM_SEAT_PATTERN = /^[ABCD]$/;
export const asSeat = (value: string): PlayerId | null => (ROOM_SEAT_PATTERN.test(value) ? (value as PlayerId) : null);
