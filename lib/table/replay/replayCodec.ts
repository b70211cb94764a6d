import { PRECONSTRUCTED, type AbilitySlug, type Card } from '../../cards';
import { decodeAbility, encodeAbility, ENCODED_ABILITIES } from '../../cards/abilityCodes';
import { cardAtIndex, cardIndex } from '../../decks/cardIndex';
import { crc32 } from '../../champions/crc32';
import { CUSTOM_ABILITIES, type CustomPlaySettings } from '../../engine';
import { ByteReader, ByteWriter, fromBase64Url, toBase64Url } from './bytes';
import type { PlayerId } from '../../engine';
import { SEAT_PLAYERS, type GameSetup, type Opponent } from '../setup/gameSetup';
import { isFourSeat, playerSeats } from '../setup/seatPlayers';
import { readAction, writeAction, type RecordedAction } from './replayActions';

/** The version written; every earlier version still reads (old links keep working). */
export const REPLAY_VERSION = 2;
/** Long enough for several hundred actions, short enough for any browser's address bar. */
export const MAX_REPLAY_CODE = 6000;

export interface Replay {
  setup: GameSetup;
  actions: RecordedAction[];
}

export type ReplayErrorCode =
  'empty' | 'too-long' | 'bad-character' | 'bad-checksum' | 'unsupported-version' | 'malformed';
/** `count` is what the message quotes (characters, a position, a version), so the page can say it in the reader's language. */
export type DecodedReplay =
  { ok: true; replay: Replay } | { ok: false; error: { code: ReplayErrorCode; message: string; count?: number } };

const FORMATS = ['preconstructed', 'draft', 'constructed'] as const;
const OPPONENTS: Opponent[] = ['hot-seat', 'bot-easy', 'bot-hard'];

function writeCards(w: ByteWriter, slugs: readonly string[]): void {
  for (const slug of slugs) {
    const index = cardIndex(slug);
    if (index === undefined) throw new RangeError(`${slug} has no card index`);
    w.uint(index);
  }
}

function writeDeck(w: ByteWriter, deck: string | string[], format: GameSetup['format']): void {
  if (format === 'preconstructed') w.uint(PRECONSTRUCTED.findIndex((d) => d.slug === deck));
  else writeCards(w, deck as string[]);
}

function writeChampion(w: ByteWriter, card: Card): void {
  w.text(card.slug)
    .text(card.name)
    .uint(card.mana)
    .uint(card.attack === 'X' ? 0 : card.attack + 1)
    .uint(card.health ?? 0);
  w.uint(card.abilities.length);
  for (const a of card.abilities) w.uint(encodeAbility(a.ability, a.aura));
}

function writeCustom(w: ByteWriter, c: CustomPlaySettings): void {
  const flags =
    (c.manaPerCreature === 2 ? 1 : 0) |
    (c.aiFirst ? 2 : 0) |
    (c.resistance ? 4 : 0) |
    (c.noBastion ? 8 : 0) |
    (c.champion ? 16 : 0);
  let mask = 0;
  for (const a of c.abilities ?? []) mask |= 1 << CUSTOM_ABILITIES.indexOf(a);
  w.uint(c.level)
    .uint(flags)
    .uint(c.fixedMana ?? 6)
    .uint(mask);
}

/** Modes by their number in a version 2 code (append-only). */
const MODES: GameSetup['mode'][] = ['duel', 'solo', 'ffa', 'teams', 'coop'];
const SEAT_ORDER: PlayerId[] = ['A', 'B', 'C', 'D'];

/** The replay's URL-safe code (version 2): version, setup, actions, then a CRC-32 of all of it. Throws only on a setup no game could have. */
export function encodeReplay(replay: Replay): string {
  const { setup } = replay;
  const w = new ByteWriter().uint(REPLAY_VERSION);
  const champions = SEAT_ORDER.filter((seat) => setup.champions?.[seat]);
  const head =
    FORMATS.indexOf(setup.format) | (setup.custom ? 4 : 0) | (OPPONENTS.indexOf(setup.opponent ?? 'hot-seat') << 3);
  w.uint(MODES.indexOf(setup.mode))
    .uint(head)
    .uint(champions.reduce((mask, seat) => mask | (1 << SEAT_ORDER.indexOf(seat)), 0))
    .uint(setup.seed >>> 0);
  const seats = playerSeats(setup.mode);
  for (const seat of seats) writeDeck(w, setup.decks[seat as keyof GameSetup['decks']]!, setup.format);
  if (isFourSeat(setup)) for (const seat of seats) w.uint(SEAT_PLAYERS.indexOf(setup.players?.[seat] ?? 'person'));
  if (hasAiDraftDeck(setup)) {
    w.uint(setup.aiDeck?.length ?? 0);
    writeCards(w, setup.aiDeck ?? []);
  }
  if (setup.custom) writeCustom(w, setup.custom);
  for (const seat of champions) writeChampion(w, setup.champions![seat]!);
  w.uint(replay.actions.length);
  for (const a of replay.actions) writeAction(w, a);
  const body = w.toBytes();
  const sum = crc32(body);
  const out = new Uint8Array(body.length + 4);
  out.set(body);
  out.set([sum >>> 24, (sum >>> 16) & 255, (sum >>> 8) & 255, sum & 255], body.length);
  return toBase64Url(out);
}

/** Solo and Co-op Drafts store the AI cards they left (24, or 48 for two AIs). */
const hasAiDraftDeck = (setup: GameSetup) =>
  (setup.mode === 'solo' || setup.mode === 'coop') && setup.format === 'draft';

function readCards(r: ByteReader, count: number): string[] | null {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const index = r.uint(100_000);
    const slug = index === null ? undefined : cardAtIndex(index);
    if (!slug) return null;
    out.push(slug);
  }
  return out;
}

function readDeck(r: ByteReader, format: GameSetup['format']): string | string[] | null {
  if (format !== 'preconstructed') return readCards(r, 8);
  const i = r.uint(PRECONSTRUCTED.length - 1);
  return i === null ? null : PRECONSTRUCTED[i].slug;
}

function readChampion(r: ByteReader): Card | null {
  const slug = r.text(200);
  const name = r.text(200);
  const mana = r.uint(99);
  const attack = r.uint(100);
  const health = r.uint(99);
  const count = r.uint(ENCODED_ABILITIES.length);
  if (slug === null || name === null || mana === null || attack === null || health === null || count === null)
    return null;
  const abilities: Card['abilities'] = [];
  for (let i = 0; i < count; i++) {
    const v = r.uint(ENCODED_ABILITIES.length * 2 - 1);
    const ability = v === null ? null : decodeAbility(v);
    if (ability === null) return null;
    abilities.push(ability);
  }
  return { slug, name, type: 'creature', mana, attack: attack === 0 ? 'X' : attack - 1, health, abilities };
}

function readCustom(r: ByteReader): CustomPlaySettings | null {
  const level = r.uint(10);
  const flags = r.uint(31);
  const fixedMana = r.uint(10);
  const mask = r.uint((1 << CUSTOM_ABILITIES.length) - 1);
  if (level === null || flags === null || fixedMana === null || fixedMana < 6 || mask === null) return null;
  const abilities: AbilitySlug[] = CUSTOM_ABILITIES.filter((_, i) => (mask & (1 << i)) !== 0);
  const c: CustomPlaySettings = { level, fixedMana: fixedMana as CustomPlaySettings['fixedMana'] };
  if (flags & 1) c.manaPerCreature = 2;
  if (flags & 2) c.aiFirst = true;
  if (flags & 4) c.resistance = true;
  if (flags & 8) c.noBastion = true;
  if (flags & 16) c.champion = true;
  if (abilities.length) c.abilities = abilities;
  return c;
}

/** Version 1: one head byte (bit 0 Solo, bits 1–2 format, bit 3 Custom Play, bits 4–5 Champions of A and B, bits 6–7 Duel opponent). */
function readHeadV1(r: ByteReader): { setup: GameSetup; custom: boolean; champions: PlayerId[] } | null {
  const head = r.uint(255);
  const seed = r.uint(2 ** 32 - 1);
  if (head === null || seed === null || (head >> 1) % 4 > 2 || head >> 6 > 2) return null;
  const setup: GameSetup = {
    mode: head & 1 ? 'solo' : 'duel',
    format: FORMATS[(head >> 1) & 3],
    decks: { A: '' },
    seed,
  };
  if (setup.mode === 'duel') setup.opponent = OPPONENTS[head >> 6];
  return { setup, custom: (head & 8) !== 0, champions: (['A', 'B'] as const).filter((_, i) => head & (16 << i)) };
}

/** Version 2: the mode, a head (bits 0–1 format, bit 2 Custom Play, bits 3–4 Duel opponent), a Champion mask over A–D, the seed. */
function readHeadV2(r: ByteReader): { setup: GameSetup; custom: boolean; champions: PlayerId[] } | null {
  const mode = r.uint(MODES.length - 1);
  const head = r.uint(31);
  const mask = r.uint(15);
  const seed = r.uint(2 ** 32 - 1);
  if (mode === null || head === null || mask === null || seed === null || (head & 3) > 2 || head >> 3 > 2) return null;
  const setup: GameSetup = { mode: MODES[mode], format: FORMATS[head & 3], decks: { A: '' }, seed };
  if (setup.mode === 'duel') setup.opponent = OPPONENTS[head >> 3];
  return { setup, custom: (head & 4) !== 0, champions: SEAT_ORDER.filter((_, i) => mask & (1 << i)) };
}

function readBody(r: ByteReader, version: 1 | 2): Replay | null {
  const head = version === 1 ? readHeadV1(r) : readHeadV2(r);
  if (!head) return null;
  const { setup } = head;
  const seats = playerSeats(setup.mode);
  for (const seat of seats) {
    const deck = readDeck(r, setup.format);
    if (deck === null) return null;
    setup.decks[seat as keyof GameSetup['decks']] = deck;
  }
  if (version === 2 && isFourSeat(setup)) {
    const players: NonNullable<GameSetup['players']> = {};
    for (const seat of seats) {
      const p = r.uint(SEAT_PLAYERS.length - 1);
      if (p === null) return null;
      if (SEAT_PLAYERS[p] !== 'person') players[seat] = SEAT_PLAYERS[p];
    }
    if (Object.keys(players).length) setup.players = players;
  }
  if (hasAiDraftDeck(setup)) {
    const n = r.uint(64);
    const ai = n === null ? null : readCards(r, n);
    if (!ai) return null;
    setup.aiDeck = ai;
  }
  if (head.custom) {
    const custom = readCustom(r);
    if (!custom) return null;
    setup.custom = custom;
  }
  for (const seat of head.champions) {
    const card = readChampion(r);
    if (!card) return null;
    setup.champions = { ...setup.champions, [seat]: card };
  }
  const count = r.uint(10_000);
  if (count === null) return null;
  const actions: RecordedAction[] = [];
  for (let i = 0; i < count; i++) {
    const action = readAction(r, version);
    if (!action) return null;
    actions.push(action);
  }
  return r.done ? { setup, actions } : null;
}

const fail = (code: ReplayErrorCode, message: string, count?: number): DecodedReplay => ({
  ok: false,
  error: count === undefined ? { code, message } : { code, message, count },
});

/** Reads a replay code. Never throws: a bad code gives a message saying what is wrong. */
export function decodeReplay(input: unknown): DecodedReplay {
  if (typeof input !== 'string' || input.trim() === '') return fail('empty', 'The replay code is empty.');
  const text = input.trim();
  if (text.length > MAX_REPLAY_CODE)
    return fail(
      'too-long',
      `A replay code has at most ${MAX_REPLAY_CODE} characters; this one has ${text.length}.`,
      text.length,
    );
  const badAt = [...text].findIndex((ch) => !/[A-Za-z0-9_-]/.test(ch));
  if (badAt >= 0)
    return fail(
      'bad-character',
      `A replay code only uses letters, digits, "-" and "_": character ${badAt + 1} is not allowed.`,
      badAt + 1,
    );
  const bytes = fromBase64Url(text);
  if (!bytes || bytes.length < 6) return fail('malformed', 'This replay code is too short or cut off.');
  const body = bytes.subarray(0, bytes.length - 4);
  const t = bytes.subarray(bytes.length - 4);
  const stored = ((t[0] << 24) | (t[1] << 16) | (t[2] << 8) | t[3]) >>> 0;
  if (crc32(body) !== stored)
    return fail(
      'bad-checksum',
      'This replay code is damaged (its checksum does not match): copy the whole link again.',
    );
  const r = new ByteReader(body);
  const version = r.uint();
  if (version !== 1 && version !== 2)
    return fail(
      'unsupported-version',
      `This replay uses format version ${version}; this version of Erret reads versions 1 to ${REPLAY_VERSION}.`,
      version ?? 0,
    );
  const replay = readBody(r, version);
  return replay ? { ok: true, replay } : fail('malformed', 'This replay code does not describe a game Erret can read.');
}
