import { PRECONSTRUCTED, getCard, type Card } from '../cards';
import { maskOf, resolveCard, toCardDef } from './cards';
import { aiConfigOf, validateCustomPlay, type CustomPlaySettings } from './custom-play';
import type { EngineEvent } from './events';
import { randomInt, seedState, shuffled } from './rng';
import type { Ctx } from './state';
import { beginGame } from './turn';
import { FOUR_SEAT_LINES, fourSeatLines, isMultiplayer, PERSON_SEATS, SEATS, type FourSeat } from './seats';
import { STRONGHOLD, type CardDef, type GameState, type LineState, type Mode, type PlayerId } from './types';

export type Format = 'preconstructed' | 'draft' | 'constructed';
/** A card as a slug or an inline card object. */
export type CardInput = string | Record<string, unknown>;

export interface CreateGameOptions {
  /** Duel, Solo, or a Multiplayer Mode: Free-For-All (`ffa`) or Team Play 2 vs 2 (`teams`), seating A–D. */
  mode: Mode;
  format: Format;
  /**
   * Preconstructed: a deck slug per person ("deck-1"…). Draft / Constructed: 8 cards per
   * person (PERSON_SEATS says who). Solo: only A (the AI gets the other 3 preconstructed
   * decks, or `aiDeck`).
   */
  decks: Partial<Record<PlayerId, string | CardInput[]>>;
  /** Solo Draft: the 24 cards the AI drafted. */
  aiDeck?: CardInput[];
  /** Champion Module (Draft, Constructed, Duel, Multiplayer or Solo Custom Play). */
  champions?: Partial<Record<PlayerId, CardInput>>;
  /** Solo Custom Play settings; Quick Play when omitted. */
  soloConfig?: CustomPlaySettings;
  seed: number;
}

export type CreateGameResult =
  | { ok: true; state: GameState; events: EngineEvent[] }
  | { ok: false; error: { code: 'bad-setup'; message: string } };

/** The two lines of a 2-player game, each shared by both Kingdoms. */
export function duelLines(): Record<string, LineState> {
  return { top: { A: [], B: [] }, bottom: { A: [], B: [] } };
}

function resolveDeck(input: string | CardInput[] | undefined, who: string, format: Format): Card[] | string {
  if (format === 'preconstructed') {
    const deck = PRECONSTRUCTED.find((d) => d.slug === input);
    if (!deck) return `${who}: unknown preconstructed deck ${JSON.stringify(input)}`;
    input = deck.cards;
  }
  if (!Array.isArray(input)) return `${who}: a deck must be a list of 8 cards`;
  const cards: Card[] = [];
  for (const c of input) {
    const r = resolveCard(c);
    if (!r.ok) return `${who}: ${r.message}`;
    cards.push(r.card);
  }
  if (cards.length !== 8) return `${who}: a deck holds exactly 8 cards, got ${cards.length}`;
  if (new Set(cards.map((c) => c.slug)).size !== 8) return `${who}: a deck holds 8 different cards`;
  return cards;
}

const officialDefs = new Map<string, CardDef>();

/** Official cards' definitions are immutable, so games share them. */
function defOf(card: Card): CardDef {
  if (getCard(card.slug) !== card) return toCardDef(card);
  let def = officialDefs.get(card.slug);
  if (!def) officialDefs.set(card.slug, (def = toCardDef(card)));
  return def;
}

/** Sets up a game: Strongholds leftmost Bastion up, shuffled hands, coin toss, first turn's Mana. */
const OPTION_KEYS = new Set(['mode', 'format', 'decks', 'aiDeck', 'champions', 'soloConfig', 'seed']);

export function createGame(o: CreateGameOptions): CreateGameResult {
  const bad = (message: string): CreateGameResult => ({ ok: false, error: { code: 'bad-setup', message } });
  // A misspelt option would otherwise be dropped silently (e.g. Custom Play played as Quick Play).
  const unknown = Object.keys(o).filter((key) => !OPTION_KEYS.has(key));
  if (unknown.length) return bad(`unknown option: ${unknown.join(', ')}`);
  if (!Object.hasOwn(SEATS, o.mode)) return bad('mode must be duel, solo, ffa or teams');
  if (!['preconstructed', 'draft', 'constructed'].includes(o.format)) return bad('format must be preconstructed, draft or constructed');
  if (o.mode === 'solo' && o.format === 'constructed') return bad('Solo games cannot use the Constructed format');
  if (!Number.isFinite(o.seed)) return bad('seed must be a number');
  if (o.soloConfig) {
    if (o.mode !== 'solo') return bad('Custom Play settings are for Solo games');
    const errors = validateCustomPlay(o.soloConfig);
    if (errors.length) return bad(errors.join('; '));
  }
  const champions = o.champions ?? {};
  if (Object.keys(champions).length && o.format === 'preconstructed') return bad('Champions are played in the Draft and Constructed formats');
  if (o.mode === 'solo' && champions.A && !o.soloConfig?.champion) return bad('a Solo Champion needs Custom Play with the Champion setting');
  if (o.soloConfig?.champion && !champions.A) return bad('the Champion setting needs a Champion card for the player');

  const table: CardDef[] = [];
  const add = (c: Card) => table.push(defOf(c)) - 1;
  const people: readonly PlayerId[] = PERSON_SEATS[o.mode];
  const seated = new Set<string>(SEATS[o.mode]);
  const strangers = [...Object.keys(o.decks ?? {}), ...Object.keys(champions)].filter((id) => !seated.has(id));
  if (strangers.length) return bad(`${o.mode} has no seat ${strangers.join(', ')}`);
  const decks = new Map<PlayerId, Card[]>();
  for (const id of people) {
    const deck = resolveDeck(o.decks[id], id, o.format);
    if (typeof deck === 'string') return bad(deck);
    decks.set(id, deck);
  }
  if (o.format === 'preconstructed' && new Set(people.map((id) => o.decks[id])).size < people.length) return bad('each player takes a different preconstructed deck');
  let rng = seedState(o.seed);
  const multiplayer = isMultiplayer(o.mode);
  const s: GameState = {
    mode: o.mode, cards: table, order: [...SEATS[o.mode]], first: 'A', active: 'A', turn: 1, phase: 'summoning', mana: 0,
    winner: null, rng, players: {}, lines: multiplayer ? fourSeatLines() : duelLines(),
  };
  for (const id of people) {
    const deck = decks.get(id) ?? [];
    const [hand, next] = shuffled(deck.map(add), rng);
    rng = next;
    let champion: { card: number; state: 'ready' } | null = null;
    const input = champions[id];
    if (input !== undefined) {
      const r = resolveCard(input);
      if (!r.ok) return bad(`${id}'s Champion: ${r.message}`);
      if (r.card.type !== 'creature') return bad(`${id}'s Champion must be a Creature`);
      if (deck.some((c) => c.slug === r.card.slug)) return bad(`${id}'s Champion cannot be a card of their deck`);
      champion = { card: add(r.card), state: 'ready' };
    }
    const lines = multiplayer ? [...FOUR_SEAT_LINES[id as FourSeat]] : ['top', 'bottom'];
    s.players[id] = { kind: 'person', hand: [STRONGHOLD, ...hand], stronghold: 'bastion', champion, lines };
  }
  if (o.mode === 'solo') {
    let aiCards: Card[];
    if (o.format === 'preconstructed') {
      aiCards = PRECONSTRUCTED.filter((d) => d.slug !== o.decks.A).flatMap((d) => d.cards.map((slug) => (resolveCard(slug) as { card: Card }).card));
    } else {
      const r = (o.aiDeck ?? []).map((c) => resolveCard(c));
      const badCard = r.find((x) => !x.ok);
      if (badCard && !badCard.ok) return bad(`AI deck: ${badCard.message}`);
      aiCards = r.map((x) => (x as { card: Card }).card);
      if (aiCards.length !== 24) return bad(`the AI's Draft deck holds 24 cards, got ${aiCards.length}`);
    }
    const [deck, next] = shuffled(aiCards.map(add), rng);
    rng = next;
    const config = aiConfigOf(o.soloConfig);
    s.players.B = { kind: 'ai', deck, discard: [], stronghold: o.soloConfig?.noBastion ? 'fort' : 'bastion', config, granted: maskOf(config.abilities), lines: ['top', 'bottom'] };
    s.first = o.soloConfig?.aiFirst ? 'B' : 'A';
  } else {
    // Duel: a coin toss. Four seats: the same draw among four, then turn order goes round the table (R36).
    const [coin, next] = randomInt(rng, s.order.length);
    rng = next;
    s.first = s.order[coin];
  }
  s.active = s.first;
  s.rng = rng;
  const ctx: Ctx = { s, events: [] };
  beginGame(ctx);
  return { ok: true, state: s, events: ctx.events! };
}
