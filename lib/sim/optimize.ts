import { CARDS } from '../cards';
import { encodeDeck } from '../decks';
import { canonicalCards } from './deckInput';
import type { SimJob } from './protocol';
import type { Opponent } from './setup';
import { gameOutcomes, type BotName } from './simulate';
import { wilson } from './stats';

/** Plays the jobs (anywhere: this thread or workers) and gives each one's per-game wins. */
export type OutcomeRunner = (jobs: SimJob[], onJobDone: () => void, signal?: AbortSignal) => Promise<Uint8Array[]>;

export interface OptimizeOptions {
  /** 8 official card slugs. */
  deck: string[];
  opponent: Opponent;
  bot: BotName;
  /** Games per candidate (and per confirmation). */
  games: number;
  seed: number;
  /** Cards that may come in (default: every official card). */
  pool?: readonly string[];
  /** Paired z-score a gain must exceed, in the first round and again on fresh games. */
  z?: number;
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
  run?: OutcomeRunner;
}

export interface Suggestion {
  out: string;
  in: string;
  /** The improved deck and its code. */
  cards: string[];
  code: string;
  /** Over both rounds (2 × games): the candidate's and the deck's wins on the same seeds. */
  games: number;
  wins: number;
  baselineWins: number;
  gain: number;
  winRate: number;
  ci95: [number, number];
  z: number;
}

export interface OptimizeResult {
  baseline: { games: number; wins: number; winRate: number; ci95: [number, number] };
  tested: number;
  suggestions: Suggestion[];
}

/** Sign-test z of paired outcomes: games the candidate won and the deck lost, against the reverse. */
export function pairedZ(candidate: Uint8Array, baseline: Uint8Array): number {
  let better = 0;
  let worse = 0;
  for (let i = 0; i < candidate.length; i++) {
    if (candidate[i] > baseline[i]) better++;
    else if (candidate[i] < baseline[i]) worse++;
  }
  return better + worse === 0 ? 0 : (better - worse) / Math.sqrt(better + worse);
}

const count = (a: Uint8Array) => a.reduce((n, x) => n + x, 0);

/** Plays jobs on this thread, one after another. */
export const runHere: OutcomeRunner = async (jobs, onJobDone, signal) => {
  const out: Uint8Array[] = [];
  for (const job of jobs) {
    out.push(gameOutcomes({ ...job, signal }));
    onJobDone();
    await Promise.resolve();
  }
  return out;
};

/** Every deck one swap away: each of the 8 cards replaced by each pool card not already in the deck. */
export function singleSwaps(deck: readonly string[], pool: readonly string[]): Array<{ out: string; in: string; cards: string[] }> {
  const swaps: Array<{ out: string; in: string; cards: string[] }> = [];
  for (const out of deck) {
    for (const card of pool) {
      if (deck.includes(card)) continue;
      const code = encodeDeck(deck.map((c) => (c === out ? card : c)));
      swaps.push({ out, in: card, cards: canonicalCards(code) });
    }
  }
  return swaps;
}

/**
 * "Suggest improvements": every single-card swap plays the same seeded games as the deck
 * (common random numbers), and a swap is kept when its paired gain beats the noise twice:
 * on the first games, then on as many fresh games, so that among ~1,700 candidates the
 * few that pass by luck in the first round are weeded out.
 */
export async function optimizeDeck(o: OptimizeOptions): Promise<OptimizeResult> {
  const run = o.run ?? runHere;
  const z = o.z ?? 1.96;
  const deck = canonicalCards(encodeDeck(o.deck));
  const swaps = singleSwaps(deck, o.pool ?? CARDS.map((c) => c.slug));
  const job = (cards: string[], from: number): SimJob => ({ deck: { cards }, opponent: o.opponent, bot: o.bot, games: o.games, seed: o.seed, from });
  let done = 0;
  let total = 2 + swaps.length;
  const tick = () => o.onProgress?.(++done, total);
  const [base1, base2] = await run([job(deck, 0), job(deck, o.games)], tick, o.signal);
  const first = await run(swaps.map((s) => job(s.cards, 0)), tick, o.signal);
  const promising = swaps.map((s, i) => ({ ...s, first: first[i] })).filter((s) => pairedZ(s.first, base1) > z);
  total += promising.length;
  const second = await run(promising.map((s) => job(s.cards, o.games)), tick, o.signal);
  const baseWins = count(base1) + count(base2);
  const suggestions: Suggestion[] = [];
  promising.forEach((s, i) => {
    if (pairedZ(second[i], base2) <= z) return;
    const both = new Uint8Array([...s.first, ...second[i]]);
    const wins = count(both);
    const games = 2 * o.games;
    suggestions.push({
      out: s.out, in: s.in, cards: s.cards, code: encodeDeck(s.cards), games, wins, baselineWins: baseWins,
      gain: (wins - baseWins) / games, winRate: wins / games, ci95: wilson(wins, games), z: pairedZ(both, new Uint8Array([...base1, ...base2])),
    });
  });
  suggestions.sort((a, b) => b.gain - a.gain || b.z - a.z || a.code.localeCompare(b.code));
  const games = 2 * o.games;
  return { baseline: { games, wins: baseWins, winRate: baseWins / games, ci95: wilson(baseWins, games) }, tested: swaps.length, suggestions };
}
