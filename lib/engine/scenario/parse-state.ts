import type { Card } from '../../cards/types';
import { isAbility, maskOf, toCardDef } from '../cards';
import { regenerationAmount } from '../mana';
import { seedState } from '../rng';
import { AI_SEATS, FOUR_SEAT_LINES, fourSeatLines, hasFourSeats, SEATS, type FourSeat } from '../seats';
import { seatPlayers } from '../state';
import { duelLines } from '../setup';
import { settleStrongholds } from '../stronghold';
import {
  STRONGHOLD,
  type AiState,
  type CardDef,
  type CreatureState,
  type GameState,
  type Mode,
  type PersonState,
  type PlayerId,
  type PlayerState,
} from '../types';
import { cardOrThrow, ScenarioError, STRONGHOLD_NAME } from './cards';

type Obj = Record<string, unknown>;
const DUEL_LINES = ['top', 'bottom'] as const;

/** A player's lines, upper first: top and bottom with two seats, the shared lines of R36 with four. */
/** What reading a seat needs of the position being built. */
interface Reading {
  mode: Mode;
  order: PlayerId[];
  lines: GameState['lines'];
}

function linesOf(s: Reading, who: PlayerId): string[] {
  return hasFourSeats(s.mode) ? [...FOUR_SEAT_LINES[who as FourSeat]] : [...DUEL_LINES];
}

const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
function fail(message: string): never {
  throw new ScenarioError(message);
}
function nonNegInt(v: unknown, where: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v)) fail(`${where} must be an integer`);
  if (v < 0) fail(`impossible position: negative ${where}`);
  return v;
}

/** Builds the card table while reading a position, and tracks each player's cards for duplicates. */
class Table {
  cards: CardDef[] = [];
  private seen = new Map<PlayerId, Set<string>>();
  add(card: Card, owner: PlayerId): number {
    const set = this.seen.get(owner) ?? new Set<string>();
    this.seen.set(owner, set);
    if (set.has(card.slug)) fail(`impossible position: ${owner} has "${card.slug}" twice`);
    set.add(card.slug);
    return this.cards.push(toCardDef(card)) - 1;
  }
  has(owner: PlayerId, slug: string): boolean {
    return this.seen.get(owner)?.has(slug) ?? false;
  }
}

interface ChampionInfo {
  card: Card;
  state: 'ready' | 'exhausted' | 'in-play';
}

function readChampion(input: unknown, who: PlayerId): ChampionInfo | null {
  let raw = input;
  if (raw === undefined || raw === null) return null;
  // A bare card is read as a ready Champion.
  if (typeof raw === 'string' || (isObj(raw) && !('card' in raw) && 'name' in raw)) raw = { card: raw, state: 'ready' };
  if (!isObj(raw)) fail(`${who}.champion must be an object`);
  const card = cardOrThrow(raw.card, `${who}.champion`);
  if (card.type !== 'creature') fail(`${who}.champion must be a Creature`);
  const state = raw.state ?? 'ready';
  if (state !== 'ready' && state !== 'exhausted' && state !== 'in-play')
    fail(`${who}.champion.state must be ready, exhausted or in-play`);
  return { card, state };
}

function readLines(
  raw: unknown,
  who: PlayerId,
  t: Table,
  s: Reading,
  champ: { info: ChampionInfo | null; id: number | null },
): number {
  if (raw === undefined) return 0;
  if (!isObj(raw)) fail(`${who}.lines must be an object`);
  const own = linesOf(s, who);
  for (const key of Object.keys(raw))
    if (!own.includes(key)) fail(`${who}.lines: unknown line "${key}" (${who}'s lines: ${own.join(', ')})`);
  let count = 0;
  for (const line of own) {
    const list = raw[line] ?? [];
    if (!Array.isArray(list)) fail(`${who}.lines.${line} must be a list`);
    const side = s.lines[line][who]!;
    list.forEach((entry, i) => {
      const where = `${who}.lines.${line}[${i}]`;
      const o: Obj = isObj(entry) && 'card' in entry ? entry : { card: entry };
      const card = cardOrThrow(o.card, where);
      if (card.type !== 'creature') fail(`impossible position: ${where} is an Incantation in play`);
      const damage = o.damage === undefined ? 0 : nonNegInt(o.damage, `${where}.damage`);
      for (const key of ['new', 'champion'] as const) {
        if (o[key] !== undefined && typeof o[key] !== 'boolean') fail(`${where}.${key} must be true or false`);
      }
      const hostCard = o.host === undefined || o.host === null ? null : cardOrThrow(o.host, `${where}.host`);
      if (hostCard && hostCard.type !== 'creature') fail(`impossible position: ${where}.host is an Incantation`);
      const hp = (card.health ?? 0) + (hostCard?.health ?? 0);
      if (damage >= hp)
        fail(`impossible position: ${where} has ${damage} Damage for ${hp} HP, so it would have been destroyed`);
      const info = champ.info;
      let champSlug: string | null = null;
      if (o.champion === true) champSlug = info && hostCard?.slug === info.card.slug ? hostCard.slug : card.slug;
      else if (o.champion !== false && info?.state === 'in-play' && champ.id === null) {
        if (card.slug === info.card.slug) champSlug = card.slug;
        else if (hostCard?.slug === info.card.slug) champSlug = hostCard.slug;
      }
      if (champSlug !== null && champ.id !== null) fail(`impossible position: ${who} has two Champions in play`);
      const addOne = (c: Card): number => {
        if (champSlug === c.slug && champ.id === null) return (champ.id = t.cards.push(toCardDef(c)) - 1);
        count++;
        return t.add(c, who);
      };
      const top = addOne(card);
      const host = hostCard === null ? null : addOne(hostCard);
      const c: CreatureState = { card: top, host, damage, new: o.new === true, protectionUsed: false, sprint: 0 };
      side.push(c);
    });
  }
  return count;
}

function readPerson(raw: Obj, who: PlayerId, t: Table, s: Reading): PersonState {
  if (!Array.isArray(raw.hand)) fail(`impossible position: ${who} has no hand (and so no Stronghold)`);
  const champInfo = readChampion(raw.champion, who);
  const champ = { info: champInfo, id: null as number | null };
  let strongholds = 0;
  const hand = raw.hand.map((entry, i) => {
    if (entry === STRONGHOLD_NAME) {
      strongholds++;
      return STRONGHOLD;
    }
    return t.add(cardOrThrow(entry, `${who}.hand[${i}]`), who);
  });
  if (strongholds !== 1) fail(`impossible position: ${who}'s hand holds ${strongholds} Strongholds`);
  const inPlay = readLines(raw.lines, who, t, s, champ);
  if (hand.length - 1 + inPlay > 8)
    fail(`impossible position: ${who} has ${hand.length - 1 + inPlay} cards besides the Stronghold`);
  let champion: PersonState['champion'] = null;
  if (champInfo || champ.id !== null) {
    if (champInfo?.state === 'in-play' && champ.id === null)
      fail(`impossible position: ${who}'s Champion is in play but on no line`);
    if (champ.id !== null && champInfo && champInfo.state !== 'in-play')
      fail(`impossible position: ${who}'s Champion is ${champInfo.state} and in play`);
    const inPlaySlug = champ.id === null ? null : t.cards[champ.id].slug;
    if (champInfo && inPlaySlug !== null && inPlaySlug !== champInfo.card.slug) {
      fail(
        `impossible position: ${who}'s Champion is "${champInfo.card.slug}" but the Creature marked as its Champion in play is "${inPlaySlug}"`,
      );
    }
    // The Champion is one more card, never part of the deck: the same card in hand or in play is a second copy.
    const champSlug = inPlaySlug ?? champInfo!.card.slug;
    if (t.has(who, champSlug))
      fail(`impossible position: ${who} has "${champSlug}" twice: as its Champion and in its hand or lines`);
    champion =
      champ.id !== null
        ? { card: champ.id, state: 'in-play' }
        : { card: t.cards.push(toCardDef(champInfo!.card)) - 1, state: champInfo!.state };
  }
  const person: PersonState = {
    kind: 'person',
    hand,
    stronghold: readSide(raw.stronghold, who),
    champion,
    lines: linesOf(s, who),
  };
  if (raw.lastHitBy !== undefined) {
    // Who last damaged this Stronghold matters only with four seats (R22).
    if (!hasFourSeats(s.mode)) fail(`${who}.lastHitBy is for the Multiplayer Modes`);
    if (typeof raw.lastHitBy !== 'string' || !s.order.includes(raw.lastHitBy as PlayerId) || raw.lastHitBy === who)
      fail(`${who}.lastHitBy must name another seat`);
    person.lastHitBy = raw.lastHitBy as PlayerId;
  }
  return person;
}

function readSide(v: unknown, who: PlayerId): 'bastion' | 'fort' {
  if (v === undefined) return 'bastion';
  if (v !== 'bastion' && v !== 'fort') fail(`${who}.stronghold must be bastion or fort`);
  return v;
}

function readAi(raw: Obj, who: PlayerId, t: Table, s: Reading): AiState {
  if ('hand' in raw) fail('impossible position: the Solo AI has no hand');
  if (raw.champion !== undefined && raw.champion !== null) fail('impossible position: the Solo AI has no Champion');
  const pile = (key: 'deck' | 'discard') => {
    const list = raw[key] ?? [];
    if (!Array.isArray(list)) fail(`${who}.${key} must be a list`);
    return list.map((c, i) => t.add(cardOrThrow(c, `${who}.${key}[${i}]`), who));
  };
  const deck = pile('deck');
  const discard = pile('discard');
  const champ = { info: null, id: null as number | null };
  readLines(raw.lines, who, t, s, champ);
  if (champ.id !== null) fail('impossible position: the Solo AI has no Champion');
  const c = raw.config === undefined ? {} : raw.config;
  if (!isObj(c)) fail(`${who}.config must be an object`);
  const fixedMana = c.fixedMana ?? 6;
  if (typeof fixedMana !== 'number' || !Number.isInteger(fixedMana) || fixedMana < 6 || fixedMana > 10)
    fail(`${who}.config.fixedMana must be 6 to 10`);
  const manaPerCreature = c.manaPerCreature ?? 1;
  if (manaPerCreature !== 1 && manaPerCreature !== 2) fail(`${who}.config.manaPerCreature must be 1 or 2`);
  const abilities = c.abilities ?? [];
  if (!Array.isArray(abilities)) fail(`${who}.config.abilities must be a list`);
  for (const a of abilities) if (!isAbility(a)) fail(`impossible position: unknown ability ${JSON.stringify(a)}`);
  const config = { fixedMana, manaPerCreature, resistance: c.resistance === true, abilities };
  return {
    kind: 'ai',
    deck,
    discard,
    stronghold: readSide(raw.stronghold, who),
    config,
    granted: maskOf(abilities),
    lines: linesOf(s, who),
  };
}

/** Reads a scenario's `state` into an engine state, or throws a ScenarioError saying what is wrong. */
export function readState(raw: unknown, seed: number): GameState {
  if (!isObj(raw)) fail('state must be an object');
  const mode = raw.mode ?? 'duel';
  if (typeof mode !== 'string' || !Object.hasOwn(SEATS, mode))
    fail('state.mode must be duel, solo, ffa, teams or coop');
  const seats: readonly PlayerId[] = SEATS[mode as keyof typeof SEATS];
  const active = raw.active ?? 'A';
  const first = raw.first ?? 'A';
  const seatList = `${seats.slice(0, -1).join(', ')} or ${seats[seats.length - 1]}`;
  if (!seats.includes(active as PlayerId)) fail(`state.active must be ${seatList}`);
  if (!seats.includes(first as PlayerId)) fail(`state.first must be ${seatList}`);
  if (raw.phase !== undefined && raw.phase !== 'summoning')
    fail(`state.phase "${String(raw.phase)}": only "summoning" is a legal starting phase`);
  const turn = raw.turn === undefined ? 3 : nonNegInt(raw.turn, 'turn');
  if (turn < 1) fail('state.turn must be at least 1');
  if (!isObj(raw.players)) fail('state.players must be an object');
  for (const key of Object.keys(raw.players))
    if (!seats.includes(key as PlayerId)) fail(`state.players: unknown player "${key}"`);
  const t = new Table();
  const m = mode as Mode;
  const core = {
    cards: t.cards,
    order: [...seats],
    first: first as PlayerId,
    active: active as PlayerId,
    turn,
    phase: 'summoning' as const,
    mana: 0,
    winner: null,
    rng: seedState(seed),
    lines: hasFourSeats(m) ? fourSeatLines() : duelLines(),
  };
  const reading: Reading = { mode: m, lines: core.lines, order: core.order };
  const ais: readonly PlayerId[] = AI_SEATS[m];
  const read: Partial<Record<PlayerId, PlayerState>> = {};
  for (const id of seats) {
    const p = raw.players[id];
    if (!isObj(p)) fail(`state.players.${id} is missing`);
    read[id] = ais.includes(id) ? readAi(p, id, t, reading) : readPerson(p, id, t, reading);
  }
  const s = seatPlayers(m, core, read);
  s.mana = raw.mana === undefined ? regenerationAmount(s, s.active) : nonNegInt(raw.mana, 'mana');
  settleStrongholds({ s, events: null });
  return s;
}
