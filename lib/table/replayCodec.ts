import { PRECONSTRUCTED, type AbilitySlug, type Card } from '../cards';
import { decodeAbility, encodeAbility, ENCODED_ABILITIES } from '../cards/abilityCodes';
import { cardAtIndex, cardIndex } from '../decks/cardIndex';
import { crc32 } from '../champions/crc32';
import { CUSTOM_ABILITIES, type CustomPlaySettings } from '../engine';
import { ByteReader, ByteWriter, fromBase64Url, toBase64Url } from './bytes';
import type { GameSetup, Opponent } from './gameSetup';
import { readAction, writeAction, type RecordedAction } from './replayActions';

export const REPLAY_VERSION = 1;
/** Long enough for several hundred actions, short enough for any browser's address bar. */
export const MAX_REPLAY_CODE = 6000;

export interface Replay {
  setup: GameSetup;
  actions: RecordedAction[];
}

export type ReplayErrorCode = 'empty' | 'too-long' | 'bad-character' | 'bad-checksum' | 'unsupported-version' | 'malformed';
/** `count` is what the message quotes (characters, a position, a version), so the page can say it in the reader's language. */
export type DecodedReplay = { ok: true; replay: Replay } | { ok: false; error: { code: ReplayErrorCode; message: string; count?: number } };

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
  w.text(card.slug).text(card.name).uint(card.mana).uint(card.attack === 'X' ? 0 : card.attack + 1).uint(card.health ?? 0);
  w.uint(card.abilities.length);
  for (const a of card.abilities) w.uint(encodeAbility(a.ability, a.aura));
}

function writeCustom(w: ByteWriter, c: CustomPlaySettings): void {
  const flags = (c.manaPerCreature === 2 ? 1 : 0) | (c.aiFirst ? 2 : 0) | (c.resistance ? 4 : 0) | (c.noBastion ? 8 : 0) | (c.champion ? 16 : 0);
  let mask = 0;
  for (const a of c.abilities ?? []) mask |= 1 << CUSTOM_ABILITIES.indexOf(a);
  w.uint(c.level).uint(flags).uint(c.fixedMana ?? 6).uint(mask);
}

/** The replay's URL-safe code: version, setup, actions, then a CRC-32 of all of it. Throws only on a setup no game could have. */
export function encodeReplay(replay: Replay): string {
  const { setup } = replay;
  const w = new ByteWriter().uint(REPLAY_VERSION);
  const head = (setup.mode === 'solo' ? 1 : 0) | (FORMATS.indexOf(setup.format) << 1) | (setup.custom ? 8 : 0)
    | (setup.champions?.A ? 16 : 0) | (setup.champions?.B ? 32 : 0) | (OPPONENTS.indexOf(setup.opponent ?? 'hot-seat') << 6);
  w.uint(head).uint(setup.seed >>> 0);
  writeDeck(w, setup.decks.A, setup.format);
  if (setup.mode === 'duel') writeDeck(w, setup.decks.B!, setup.format);
  if (setup.mode === 'solo' && setup.format === 'draft') {
    w.uint(setup.aiDeck?.length ?? 0);
    writeCards(w, setup.aiDeck ?? []);
  }
  if (setup.custom) writeCustom(w, setup.custom);
  if (setup.champions?.A) writeChampion(w, setup.champions.A);
  if (setup.champions?.B) writeChampion(w, setup.champions.B);
  w.uint(replay.actions.length);
  for (const a of replay.actions) writeAction(w, a);
  const body = w.toBytes();
  const sum = crc32(body);
  const out = new Uint8Array(body.length + 4);
  out.set(body);
  out.set([sum >>> 24, (sum >>> 16) & 255, (sum >>> 8) & 255, sum & 255], body.length);
  return toBase64Url(out);
}

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
  if (slug === null || name === null || mana === null || attack === null || health === null || count === null) return null;
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

function readBody(r: ByteReader): Replay | null {
  const head = r.uint(255);
  const seed = r.uint(2 ** 32 - 1);
  if (head === null || seed === null || (head >> 1) % 4 > 2 || head >> 6 > 2) return null;
  const setup: GameSetup = { mode: head & 1 ? 'solo' : 'duel', format: FORMATS[(head >> 1) & 3], decks: { A: '' }, seed };
  const a = readDeck(r, setup.format);
  if (a === null) return null;
  setup.decks.A = a;
  if (setup.mode === 'duel') {
    const b = readDeck(r, setup.format);
    if (b === null) return null;
    setup.decks.B = b;
    setup.opponent = OPPONENTS[head >> 6];
  }
  if (setup.mode === 'solo' && setup.format === 'draft') {
    const n = r.uint(64);
    const ai = n === null ? null : readCards(r, n);
    if (!ai) return null;
    setup.aiDeck = ai;
  }
  if (head & 8) {
    const custom = readCustom(r);
    if (!custom) return null;
    setup.custom = custom;
  }
  for (const [bit, seat] of [[16, 'A'], [32, 'B']] as const) {
    if (!(head & bit)) continue;
    const card = readChampion(r);
    if (!card) return null;
    setup.champions = { ...setup.champions, [seat]: card };
  }
  const count = r.uint(10_000);
  if (count === null) return null;
  const actions: RecordedAction[] = [];
  for (let i = 0; i < count; i++) {
    const action = readAction(r);
    if (!action) return null;
    actions.push(action);
  }
  return r.done ? { setup, actions } : null;
}

const fail = (code: ReplayErrorCode, message: string, count?: number): DecodedReplay => ({ ok: false, error: count === undefined ? { code, message } : { code, message, count } });

/** Reads a replay code. Never throws: a bad code gives a message saying what is wrong. */
export function decodeReplay(input: unknown): DecodedReplay {
  if (typeof input !== 'string' || input.trim() === '') return fail('empty', 'The replay code is empty.');
  const text = input.trim();
  if (text.length > MAX_REPLAY_CODE) return fail('too-long', `A replay code has at most ${MAX_REPLAY_CODE} characters; this one has ${text.length}.`, text.length);
  const badAt = [...text].findIndex((ch) => !/[A-Za-z0-9_-]/.test(ch));
  if (badAt >= 0) return fail('bad-character', `A replay code only uses letters, digits, "-" and "_": character ${badAt + 1} is not allowed.`, badAt + 1);
  const bytes = fromBase64Url(text);
  if (!bytes || bytes.length < 6) return fail('malformed', 'This replay code is too short or cut off.');
  const body = bytes.subarray(0, bytes.length - 4);
  const t = bytes.subarray(bytes.length - 4);
  const stored = ((t[0] << 24) | (t[1] << 16) | (t[2] << 8) | t[3]) >>> 0;
  if (crc32(body) !== stored) return fail('bad-checksum', 'This replay code is damaged (its checksum does not match): copy the whole link again.');
  const r = new ByteReader(body);
  const version = r.uint();
  if (version !== REPLAY_VERSION) return fail('unsupported-version', `This replay uses format version ${version}; this version of Erret reads version ${REPLAY_VERSION}.`, version ?? 0);
  const replay = readBody(r);
  return replay ? { ok: true, replay } : fail('malformed', 'This replay code does not describe a game Erret can read.');
}
