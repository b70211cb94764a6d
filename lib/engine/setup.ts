import { PRECONSTRUCTED, getCard, type Card } from '../cards';
import { maskOf, resolveCard, toCardDef } from './cards';
import { aiConfigOf, validateCustomPlay, type CustomPlaySettings } from './custom-play';
import type { EngineEvent } from './events';
import { randomInt, seedState, shuffled } from './rng';
import { seatPlayers, type Ctx } from './state';
import { beginGame } from './turn';
import { AI_SEATS, FOUR_SEAT_LINES, fourSeatLines, hasFourSeats, PERSON_SEATS, SEATS, type FourSeat } from './seats';
import {
  STRONGHOLD,
  type CardDef,
  type GameState,
  type LineState,
  type Mode,
  type PlayerId,
  type PlayerState,
} from './types';

export type Format = 'preconstructed' | 'draft' | 'constructed';
/** A card as a slug or an inline card object. */
export type CardInput = string | Record<string, unknown>;

export interface CreateGameOptions {
  /** Duel, Solo, or a Multiplayer Mode seating A–D: Free-For-All (`ffa`), Team Play 2 vs 2 (`teams`), Co-op (`coop`: players A and C, AIs B and D). */
  mode: Mode;
  format: Format;
  /**
   * Preconstructed: a deck slug per person ("deck-1"…). Draft / Constructed: 8 cards per
   * person (PERSON_SEATS says who). Solo: only A (the AI gets the other 3 preconstructed
   * decks, or `aiDeck`). Co-op: A and C (each AI gets the 3 decks its player did not take, or
   * the AIs divide `aiDeck`).
   */
  decks: Partial<Record<PlayerId, string | CardInput[]>>;
  /** Solo Draft: the 24 cards the AI drafted. Co-op Draft: the 48 cards the AIs drafted (shuffled and divided into two decks of 24). */
  aiDeck?: CardInput[];
  /** Champion Module (Draft, Constructed, Duel, Multiplayer or Solo Custom Play). */
  champions?: Partial<Record<PlayerId, CardInput>>;
  /** Solo Custom Play settings (Solo, and both AIs of a Co-op game); Quick Play when omitted. */
  soloConfig?: CustomPlaySettings;
  seed: number;
}

export type CreateGameResult =
  { ok: true; state: GameState; events: EngineEvent[] } | { ok: false; error: { code: 'bad-setup'; message: string } };

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

/**
 * The Solo AIs' cards, one list per AI, or a single list the AIs divide (Co-op Draft: 48 cards
 * for two piles of 24); an error message when the input is wrong.
 */
function aiDecksOf(o: CreateGameOptions, aiSeats: readonly PlayerId[]): Card[][] | string {
  const persons = PERSON_SEATS[o.mode];
  if (o.format === 'preconstructed') {
    // Each AI is built as in Solo from its own copy of the Initiation Pack: the three decks its player did not take (R43).
    return persons.map((id) =>
      PRECONSTRUCTED.filter((d) => d.slug !== o.decks[id]).flatMap((d) =>
        d.cards.map((slug) => (resolveCard(slug) as { card: Card }).card),
      ),
    );
  }
  const r = (o.aiDeck ?? []).map((c) => resolveCard(c));
  const badCard = r.find((x) => !x.ok);
  if (badCard && !badCard.ok) return `AI deck: ${badCard.message}`;
  const cards = r.map((x) => (x as { card: Card }).card);
  const size = 24 * aiSeats.length;
  if (cards.length !== size)
    return aiSeats.length === 1
      ? `the AI's Draft deck holds 24 cards, got ${cards.length}`
      : `the AIs' Draft cards are ${size}, got ${cards.length}`;
  return [cards];
}

/** Sets up a game: Strongholds leftmost Bastion up, shuffled hands, coin toss, first turn's Mana. */
const OPTION_KEYS = new Set(['mode', 'format', 'decks', 'aiDeck', 'champions', 'soloConfig', 'seed']);

export function createGame(o: CreateGameOptions): CreateGameResult {
  const bad = (message: string): CreateGameResult => ({ ok: false, error: { code: 'bad-setup', message } });
  // A misspelt option would otherwise be dropped silently (e.g. Custom Play played as Quick Play).
  const unknown = Object.keys(o).filter((key) => !OPTION_KEYS.has(key));
  if (unknown.length) return bad(`unknown option: ${unknown.join(', ')}`);
  if (!Object.hasOwn(SEATS, o.mode)) return bad('mode must be duel, solo, ffa, teams or coop');
  if (!['preconstructed', 'draft', 'constructed'].includes(o.format))
    return bad('format must be preconstructed, draft or constructed');
  const solo = o.mode === 'solo' || o.mode === 'coop';
  if (o.mode === 'solo' && o.format === 'constructed') return bad('Solo games cannot use the Constructed format');
  // Co-op follows the Solo rules, Constructed exception included (Ruling R43).
  if (o.mode === 'coop' && o.format === 'constructed') return bad('Co-op games cannot use the Constructed format');
  if (!Number.isFinite(o.seed)) return bad('seed must be a number');
  if (o.soloConfig) {
    if (!solo) return bad('Custom Play settings are for Solo and Co-op games');
    const errors = validateCustomPlay(o.soloConfig);
    if (errors.length) return bad(errors.join('; '));
  }
  const champions = o.champions ?? {};
  if (Object.keys(champions).length && o.format === 'preconstructed')
    return bad('Champions are played in the Draft and Constructed formats');
  if (solo && Object.keys(champions).length && !o.soloConfig?.champion)
    return bad(`a ${o.mode === 'solo' ? 'Solo' : 'Co-op'} Champion needs Custom Play with the Champion setting`);
  // Co-op: the setting is one choice for the table, so each player brings a Champion (Ruling R43).
  const withoutChampion = PERSON_SEATS[o.mode].filter((id) => champions[id] === undefined);
  if (o.soloConfig?.champion && withoutChampion.length)
    return bad(`the Champion setting needs a Champion card for ${withoutChampion.join(' and ')}`);

  const table: CardDef[] = [];
  const add = (c: Card) => table.push(defOf(c)) - 1;
  const people: readonly PlayerId[] = PERSON_SEATS[o.mode];
  const seated = new Set<string>(SEATS[o.mode]);
  const strangers = [...Object.keys(o.decks ?? {}), ...Object.keys(champions)].filter((id) => !seated.has(id));
  if (strangers.length) return bad(`${o.mode} has no seat ${strangers.join(', ')}`);
  const aiHeld = [...Object.keys(o.decks ?? {}), ...Object.keys(champions)].filter(
    (id) => !(people as readonly string[]).includes(id),
  );
  if (aiHeld.length) return bad(`${[...new Set(aiHeld)].join(', ')}: the AI's seat takes no deck or Champion`);
  const decks = new Map<PlayerId, Card[]>();
  for (const id of people) {
    const deck = resolveDeck(o.decks[id], id, o.format);
    if (typeof deck === 'string') return bad(deck);
    decks.set(id, deck);
  }
  if (o.format === 'preconstructed' && new Set(people.map((id) => o.decks[id])).size < people.length)
    return bad('each player takes a different preconstructed deck');
  let rng = seedState(o.seed);
  const four = hasFourSeats(o.mode);
  const linesOf = (id: PlayerId): string[] => (four ? [...FOUR_SEAT_LINES[id as FourSeat]] : ['top', 'bottom']);
  const seats: Partial<Record<PlayerId, PlayerState>> = {};
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
    seats[id] = { kind: 'person', hand: [STRONGHOLD, ...hand], stronghold: 'bastion', champion, lines: linesOf(id) };
  }
  let first: PlayerId = 'A';
  const aiSeats: readonly PlayerId[] = AI_SEATS[o.mode];
  if (aiSeats.length) {
    const aiDecks = aiDecksOf(o, aiSeats);
    if (typeof aiDecks === 'string') return bad(aiDecks);
    const config = aiConfigOf(o.soloConfig);
    const piles: number[][] = [];
    for (const cards of aiDecks) {
      const [pile, next] = shuffled(cards.map(add), rng);
      rng = next;
      piles.push(pile);
    }
    aiSeats.forEach((id, k) => {
      // The Co-op Draft's 48 cards are shuffled once, then divided into two piles of 24 (Co-op Mode, step 3).
      const deck = piles.length === aiSeats.length ? piles[k] : piles[0].slice(k * 24, (k + 1) * 24);
      seats[id] = {
        kind: 'ai',
        deck,
        discard: [],
        stronghold: o.soloConfig?.noBastion ? 'fort' : 'bastion',
        config,
        granted: maskOf(config.abilities),
        lines: linesOf(id),
      };
    });
    first = o.soloConfig?.aiFirst ? aiSeats[0] : 'A';
  } else {
    // Duel: a coin toss. Four seats: the same draw among four, then turn order goes round the table (R36).
    const [coin, next] = randomInt(rng, SEATS[o.mode].length);
    rng = next;
    first = SEATS[o.mode][coin];
  }
  const core = {
    cards: table,
    order: [...SEATS[o.mode]],
    first,
    active: first,
    turn: 1,
    phase: 'summoning' as const,
    mana: 0,
    winner: null,
    rng,
    lines: four ? fourSeatLines() : duelLines(),
  };
  const s = seatPlayers(o.mode, core, seats);
  const ctx: Ctx = { s, events: [] };
  beginGame(ctx);
  return { ok: true, state: s, events: ctx.events! };
}
