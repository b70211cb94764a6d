import { cardsOfSet } from '../cards';
import { seedState, shuffled } from './rng';
import type { FourSeat, MultiplayerMode } from './seats';
import type { EngineError, PlayerId } from './types';

/**
 * The Draft as its own pure state machine. Duel: 4 cards revealed, the round's first
 * chooser takes 1, the other takes 2, the first takes the last; roles swap each round.
 * Solo: the player takes 1 of 4 and the AI the other 3, until the player has 8.
 * Free-For-All and Team Play (the 4-Player Draft): 8 revealed, picked in the order of
 * FOUR_SEAT_ROUNDS, the round's last card going to its first chooser, until each holds 8.
 * Co-op: 8 revealed of 64, one player takes 1, the other 1 and the AIs the other 6; the
 * first chooser alternates until both hold 8 (the rulebook's Players A and B sit at A and C: R39).
 */
export type DraftState = TwoSeatDraft | FourSeatDraft | CoopDraft;

interface DraftBase {
  pile: string[];
  revealed: string[];
  /** Solo: the AI's cards. */
  ai: string[];
  round: number;
  /** Picks made in this round. */
  step: number;
  /** Who chooses now (null when the Draft is over). */
  chooser: PlayerId | null;
  rng: number;
}

export interface TwoSeatDraft extends DraftBase {
  mode: 'duel' | 'solo';
  picks: { A: string[]; B: string[] };
}

export interface FourSeatDraft extends DraftBase {
  mode: MultiplayerMode;
  picks: Record<FourSeat, string[]>;
}

/** The Co-op Draft: the two players' picks; `ai` collects the 48 cards the AIs share. */
export interface CoopDraft extends DraftBase {
  mode: 'coop';
  picks: { A: string[]; C: string[] };
}

/**
 * The 4-Player Draft's pick order, one letter per card of a round's 8: A1 B1 C1 D2 C1 B1 A1
 * (the last card is A's without a choice), then its rotations for rounds 2–4.
 */
export const FOUR_SEAT_ROUNDS = [
  ['A', 'B', 'C', 'D', 'D', 'C', 'B', 'A'],
  ['B', 'C', 'D', 'A', 'A', 'D', 'C', 'B'],
  ['C', 'D', 'A', 'B', 'B', 'A', 'D', 'C'],
  ['D', 'A', 'B', 'C', 'C', 'B', 'A', 'D'],
] as const satisfies ReadonlyArray<readonly FourSeat[]>;

export type DraftAction = { type: 'pick'; player: PlayerId; card: string };
export type DraftResult = { ok: true; state: DraftState } | { ok: false; error: EngineError };

/** Starts a Draft from a shuffled pool (default: the 32 cards of the Initiation pack). */
export function createDraft(o: { mode: DraftState['mode']; seed: number; pool?: string[] }): DraftResult {
  if (!['duel', 'solo', 'ffa', 'teams', 'coop'].includes(o.mode))
    return { ok: false, error: { code: 'bad-action', message: 'a Draft is for duel, solo, ffa, teams or coop' } };
  // The Co-op Draft shuffles 64 cards: by default the Initiation pack's and the first expansion's.
  const pool =
    o.pool ??
    (o.mode === 'coop' ? [...cardsOfSet('initiation'), ...cardsOfSet('felonie')] : cardsOfSet('initiation')).map(
      (c) => c.slug,
    );
  const needed = o.mode === 'duel' ? 16 : o.mode === 'coop' ? 64 : 32;
  if (new Set(pool).size !== pool.length)
    return { ok: false, error: { code: 'bad-action', message: 'the Draft pool holds a card twice' } };
  if (pool.length < needed)
    return { ok: false, error: { code: 'bad-action', message: `a ${o.mode} Draft needs at least ${needed} cards` } };
  const [pile, rng] = shuffled(pool, seedState(o.seed));
  return { ok: true, state: draftFromPile(o.mode, pile, rng) };
}

/** A Draft whose pile is already shuffled (top card first): the first round is revealed from it. */
export function draftFromPile(mode: DraftState['mode'], pile: string[], rng: number): DraftState {
  const base = { pile, revealed: [], ai: [], round: 0, step: 0, chooser: 'A' as PlayerId, rng };
  if (mode === 'ffa' || mode === 'teams') {
    // The 4-Player Draft shuffles exactly 32 cards into its pile.
    return revealFour({ ...base, pile: pile.slice(0, 32), mode, picks: { A: [], B: [], C: [], D: [] } });
  }
  if (mode === 'coop') return revealCoop({ ...base, pile: pile.slice(0, 64), mode, picks: { A: [], C: [] } });
  return reveal({ ...base, mode, picks: { A: [], B: [] } });
}

/** Round r: the first chooser alternates between the two players, A first. */
function revealCoop(d: CoopDraft): CoopDraft {
  return { ...d, revealed: d.pile.slice(0, 8), pile: d.pile.slice(8), step: 0, chooser: d.round % 2 === 0 ? 'A' : 'C' };
}

/** One pick of the Co-op Draft: the second pick of a round gives the 6 cards left to the AIs. */
function applyCoop(d: CoopDraft, a: DraftAction): CoopDraft {
  const revealed = d.revealed.filter((c) => c !== a.card);
  const picks = { A: d.picks.A.slice(), C: d.picks.C.slice() };
  picks[a.player as 'A' | 'C'].push(a.card);
  if (d.step === 0) return { ...d, revealed, picks, step: 1, chooser: a.player === 'A' ? 'C' : 'A' };
  const next: CoopDraft = { ...d, revealed: [], picks, ai: [...d.ai, ...revealed], step: 2, round: d.round + 1 };
  return picks.A.length >= 8 && picks.C.length >= 8 ? { ...next, chooser: null } : revealCoop(next);
}

export function isFourSeat(d: DraftState): d is FourSeatDraft {
  return d.mode === 'ffa' || d.mode === 'teams';
}

function revealFour(d: FourSeatDraft): FourSeatDraft {
  return { ...d, revealed: d.pile.slice(0, 8), pile: d.pile.slice(8), step: 0, chooser: FOUR_SEAT_ROUNDS[d.round][0] };
}

/** One pick of the 4-Player Draft; the round's eighth card goes to its last letter without a choice. */
function applyFour(d: FourSeatDraft, a: DraftAction): FourSeatDraft {
  const order = FOUR_SEAT_ROUNDS[d.round];
  const revealed = d.revealed.filter((c) => c !== a.card);
  const picks = { A: d.picks.A.slice(), B: d.picks.B.slice(), C: d.picks.C.slice(), D: d.picks.D.slice() };
  picks[a.player as FourSeat].push(a.card);
  const step = d.step + 1;
  if (step < 7) return { ...d, revealed, picks, step, chooser: order[step] };
  picks[order[7]].push(revealed[0]);
  const next: FourSeatDraft = { ...d, revealed: [], picks, step: 8, round: d.round + 1 };
  return next.round === FOUR_SEAT_ROUNDS.length ? { ...next, chooser: null } : revealFour(next);
}

function reveal(d: TwoSeatDraft): TwoSeatDraft {
  return {
    ...d,
    revealed: d.pile.slice(0, 4),
    pile: d.pile.slice(4),
    step: 0,
    chooser: d.mode === 'solo' || d.round % 2 === 0 ? 'A' : 'B',
  };
}

const other = (p: PlayerId): PlayerId => (p === 'A' ? 'B' : 'A');

function done(d: TwoSeatDraft): boolean {
  return d.picks.A.length >= 8 && (d.mode === 'solo' || d.picks.B.length >= 8);
}

/** Applies one pick; returns a new Draft state or an error (nothing changes). */
export function applyDraft(d: DraftState, a: DraftAction): DraftResult {
  if (d.chooser === null) return { ok: false, error: { code: 'game-over', message: 'the Draft is over' } };
  if (a.player !== d.chooser)
    return { ok: false, error: { code: 'not-your-turn', message: `${d.chooser} chooses now` } };
  if (!d.revealed.includes(a.card))
    return { ok: false, error: { code: 'not-playable', message: `${a.card} is not among the revealed cards` } };
  if (d.mode === 'coop') return { ok: true, state: applyCoop(d, a) };
  return { ok: true, state: isFourSeat(d) ? applyFour(d, a) : applyTwo(d, a) };
}

function applyTwo(d: TwoSeatDraft, a: DraftAction): TwoSeatDraft {
  const revealed = d.revealed.filter((c) => c !== a.card);
  const picks = { A: d.picks.A.slice(), B: d.picks.B.slice() };
  picks[a.player as 'A' | 'B'].push(a.card);
  let next: TwoSeatDraft = { ...d, revealed, picks, step: d.step + 1 };
  if (d.mode === 'solo') {
    next = { ...next, ai: [...d.ai, ...revealed], revealed: [] };
  } else if (next.step === 1) {
    next.chooser = other(a.player);
  } else if (next.step === 3) {
    const firstChooser = other(a.player);
    picks[firstChooser as 'A' | 'B'].push(revealed[0]);
    next = { ...next, revealed: [] };
  }
  if (next.revealed.length > 0) return next;
  next = { ...next, round: d.round + 1 };
  return done(next) ? { ...next, chooser: null } : reveal(next);
}

/** The cards a seat has drafted so far ([] for a seat the Draft does not have, such as an AI's). */
export function picksOf(d: DraftState, seat: PlayerId): string[] {
  const picks: Partial<Record<PlayerId, string[]>> = d.picks;
  return picks[seat] ?? [];
}

export function legalDraftActions(d: DraftState): DraftAction[] {
  if (d.chooser === null) return [];
  return d.revealed.map((card) => ({ type: 'pick', player: d.chooser!, card }));
}

/** The decks a finished Draft gives, for createGame({ format: 'draft' }); null while it goes on. */
export function draftDecks(
  d: DraftState,
): { decks: { A: string[]; B?: string[]; C?: string[]; D?: string[] }; aiDeck?: string[] } | null {
  if (d.chooser !== null) return null;
  if (d.mode === 'coop') return { decks: { A: d.picks.A, C: d.picks.C }, aiDeck: d.ai };
  if (isFourSeat(d)) return { decks: { ...d.picks } };
  return d.mode === 'duel' ? { decks: { A: d.picks.A, B: d.picks.B } } : { decks: { A: d.picks.A }, aiDeck: d.ai };
}
