import { cardsOfSet } from '../cards';
import { seedState, shuffled } from './rng';
import type { EngineError, PlayerId } from './types';

/**
 * The Draft as its own pure state machine. Duel: 4 cards revealed, the round's first
 * chooser takes 1, the other takes 2, the first takes the last; roles swap each round.
 * Solo: the player takes 1 of 4 and the AI the other 3, until the player has 8.
 */
export interface DraftState {
  mode: 'duel' | 'solo';
  pile: string[];
  revealed: string[];
  picks: { A: string[]; B: string[] };
  /** Solo: the AI's cards. */
  ai: string[];
  round: number;
  /** Picks made in this round. */
  step: number;
  /** Who chooses now (null when the Draft is over). */
  chooser: PlayerId | null;
  rng: number;
}

export type DraftAction = { type: 'pick'; player: PlayerId; card: string };
export type DraftResult = { ok: true; state: DraftState } | { ok: false; error: EngineError };

/** Starts a Draft from a shuffled pool (default: the 32 cards of the Initiation pack). */
export function createDraft(o: { mode: 'duel' | 'solo'; seed: number; pool?: string[] }): DraftResult {
  const pool = o.pool ?? cardsOfSet('initiation').map((c) => c.slug);
  const needed = o.mode === 'duel' ? 16 : 32;
  if (new Set(pool).size !== pool.length) return { ok: false, error: { code: 'bad-action', message: 'the Draft pool holds a card twice' } };
  if (pool.length < needed) return { ok: false, error: { code: 'bad-action', message: `a ${o.mode} Draft needs at least ${needed} cards` } };
  const [pile, rng] = shuffled(pool, seedState(o.seed));
  return { ok: true, state: reveal({ mode: o.mode, pile, revealed: [], picks: { A: [], B: [] }, ai: [], round: 0, step: 0, chooser: 'A', rng }) };
}

function reveal(d: DraftState): DraftState {
  return { ...d, revealed: d.pile.slice(0, 4), pile: d.pile.slice(4), step: 0, chooser: d.mode === 'solo' || d.round % 2 === 0 ? 'A' : 'B' };
}

const other = (p: PlayerId): PlayerId => (p === 'A' ? 'B' : 'A');

function done(d: DraftState): boolean {
  return d.picks.A.length >= 8 && (d.mode === 'solo' || d.picks.B.length >= 8);
}

/** Applies one pick; returns a new Draft state or an error (nothing changes). */
export function applyDraft(d: DraftState, a: DraftAction): DraftResult {
  if (d.chooser === null) return { ok: false, error: { code: 'game-over', message: 'the Draft is over' } };
  if (a.player !== d.chooser) return { ok: false, error: { code: 'not-your-turn', message: `${d.chooser} chooses now` } };
  if (!d.revealed.includes(a.card)) return { ok: false, error: { code: 'not-playable', message: `${a.card} is not among the revealed cards` } };
  const revealed = d.revealed.filter((c) => c !== a.card);
  const picks = { A: d.picks.A.slice(), B: d.picks.B.slice() };
  picks[a.player as 'A' | 'B'].push(a.card);
  let next: DraftState = { ...d, revealed, picks, step: d.step + 1 };
  if (d.mode === 'solo') {
    next = { ...next, ai: [...d.ai, ...revealed], revealed: [] };
  } else if (next.step === 1) {
    next.chooser = other(a.player);
  } else if (next.step === 3) {
    const firstChooser = other(a.player);
    picks[firstChooser as 'A' | 'B'].push(revealed[0]);
    next = { ...next, revealed: [] };
  }
  if (next.revealed.length > 0) return { ok: true, state: next };
  next = { ...next, round: d.round + 1 };
  if (done(next)) return { ok: true, state: { ...next, chooser: null } };
  return { ok: true, state: reveal(next) };
}

export function legalDraftActions(d: DraftState): DraftAction[] {
  if (d.chooser === null) return [];
  return d.revealed.map((card) => ({ type: 'pick', player: d.chooser!, card }));
}

/** The decks a finished Draft gives, for createGame({ format: 'draft' }); null while it goes on. */
export function draftDecks(d: DraftState): { decks: { A: string[]; B?: string[] }; aiDeck?: string[] } | null {
  if (d.chooser !== null) return null;
  return d.mode === 'duel' ? { decks: { A: d.picks.A, B: d.picks.B } } : { decks: { A: d.picks.A }, aiDeck: d.ai };
}
