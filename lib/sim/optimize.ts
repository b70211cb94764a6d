import { CARDS } from '../cards';
import { encodeDeck } from '../decks';
import { canonicalCards } from './deckInput';
import type { SimJob } from './protocol';
import { raceGames, raceRounds } from './race';
import type { Opponent } from './setup';
import { gameOutcomes, type BotName } from './simulate';
import { wilson } from './stats';

/** Plays the jobs (anywhere: this thread or workers) and gives each one's per-game wins. */
export type OutcomeRunner = (jobs: SimJob[], onJobDone: (job: number) => void, signal?: AbortSignal) => Promise<Uint8Array[]>;

/** Finalists checked again on fresh games (their interval and whether the gain is clear). */
export const CONFIRMED = 10;

export interface OptimizeOptions {
  /** 8 official card slugs. */
  deck: string[];
  opponent: Opponent;
  bot: BotName;
  /** Games per candidate. */
  games: number;
  seed: number;
  /** Cards that may come in (default: every official card). */
  pool?: readonly string[];
  /** Play every swap in full instead of racing them (for comparison). */
  exhaustive?: boolean;
  /** Finalists played again on fresh games (default CONFIRMED). */
  confirm?: number;
  /** Paired z-score on the fresh games above which a gain is clear. */
  z?: number;
  /** Games played so far and the total, fixed before the first game. */
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
  /** Games [0, 2 × games): the race's games and as many fresh ones; wins of the candidate and of the deck on the same seeds. */
  games: number;
  wins: number;
  baselineWins: number;
  gain: number;
  /** 95 % interval of the gain (paired differences). */
  gainCi95: [number, number];
  winRate: number;
  ci95: [number, number];
  /** Paired z on the fresh games only: free of the race's selection. */
  z: number;
  /** The gain beats the noise on the fresh games. */
  clear: boolean;
}

export interface OptimizeResult {
  baseline: { games: number; wins: number; winRate: number; ci95: [number, number] };
  /** Candidates (single swaps). */
  tested: number;
  gamesPlayed: number;
  /** What playing every candidate in full would cost: tested × games. */
  exhaustiveGames: number;
  /** Every candidate still in at the end, best gain on games [0, games) first. */
  ranking: Array<{ out: string; in: string; gain: number }>;
  /** The best CONFIRMED finalists, best gain first. */
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

/** 95 % interval of the mean paired difference (normal approximation). */
export function pairedInterval(candidate: Uint8Array, baseline: Uint8Array): [number, number] {
  const n = candidate.length;
  if (n === 0) return [-1, 1];
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < n; i++) {
    const d = candidate[i] - baseline[i];
    sum += d;
    squares += d * d;
  }
  const mean = sum / n;
  const half = 1.959963984540054 * Math.sqrt(Math.max(0, squares / n - mean * mean) / n);
  return [mean - half, mean + half];
}

const count = (a: Uint8Array) => a.reduce((n, x) => n + x, 0);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Plays jobs on this thread, one after another. */
export const runHere: OutcomeRunner = async (jobs, onJobDone, signal) => {
  const out: Uint8Array[] = [];
  for (let i = 0; i < jobs.length; i++) {
    out.push(gameOutcomes({ ...jobs[i], signal }));
    onJobDone(i);
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
 * "Suggest improvements": every single-card swap races on the same seeded games as the deck
 * (common random numbers). All play the first games, the best share goes on (`raceRounds`)
 * until the last ones have played all `games`, exactly the games an exhaustive run would
 * give them; the best few then play as many fresh games, whose paired z says whether their
 * gain is clear, free of the luck that carried them through the race.
 */
export async function optimizeDeck(o: OptimizeOptions): Promise<OptimizeResult> {
  const run = o.run ?? runHere;
  const z = o.z ?? 1.96;
  const g = o.games;
  const deck = canonicalCards(encodeDeck(o.deck));
  const swaps = singleSwaps(deck, o.pool ?? CARDS.map((c) => c.slug));
  const confirmed = Math.min(o.confirm ?? CONFIRMED, swaps.length);
  const overhead = 2 * g + confirmed * g;
  const rounds = o.exhaustive ? [{ from: 0, to: g, size: swaps.length }] : raceRounds(swaps.length, g, overhead);
  const total = overhead + raceGames(rounds);
  const job = (cards: string[], from: number, to: number): SimJob => ({ deck: { cards }, opponent: o.opponent, bot: o.bot, games: to - from, seed: o.seed, from });
  let done = 0;
  o.onProgress?.(0, total);
  const playAll = async (jobs: SimJob[]) => run(jobs, (i) => {
    done += jobs[i].games;
    o.onProgress?.(done, total);
  }, o.signal);

  const [base, baseFresh] = await playAll([job(deck, 0, g), job(deck, g, 2 * g)]);
  const wins: number[] = swaps.map(() => 0);
  const outcomes: Uint8Array[][] = swaps.map(() => []);
  let alive = swaps.map((_, i) => i);
  const baseWinsTo = (to: number) => count(base.subarray(0, to));
  for (const round of rounds) {
    alive = alive
      .map((i) => ({ i, gain: wins[i] }))
      .sort((a, b) => b.gain - a.gain || a.i - b.i)
      .slice(0, round.size)
      .map((c) => c.i);
    const played = await playAll(alive.map((i) => job(swaps[i].cards, round.from, round.to)));
    alive.forEach((i, k) => {
      outcomes[i].push(played[k]);
      wins[i] += count(played[k]);
    });
  }
  const baseWins = baseWinsTo(g);
  const ranked = alive.map((i) => ({ i, gain: (wins[i] - baseWins) / g })).sort((a, b) => b.gain - a.gain || a.i - b.i);
  const top = ranked.slice(0, confirmed);
  const fresh = await playAll(top.map(({ i }) => job(swaps[i].cards, g, 2 * g)));
  const baseBoth = concat([base, baseFresh]);
  const suggestions: Suggestion[] = top.map(({ i }, k) => {
    const s = swaps[i];
    const both = concat([...outcomes[i], fresh[k]]);
    const w = count(both);
    const fz = pairedZ(fresh[k], baseFresh);
    return {
      out: s.out, in: s.in, cards: s.cards, code: encodeDeck(s.cards), games: 2 * g, wins: w, baselineWins: count(baseBoth),
      gain: (w - count(baseBoth)) / (2 * g), gainCi95: pairedInterval(both, baseBoth), winRate: w / (2 * g), ci95: wilson(w, 2 * g),
      z: fz, clear: fz > z && w > count(baseBoth),
    };
  });
  suggestions.sort((a, b) => b.gain - a.gain || a.code.localeCompare(b.code));
  const bw = count(baseBoth);
  return {
    baseline: { games: 2 * g, wins: bw, winRate: bw / (2 * g), ci95: wilson(bw, 2 * g) },
    tested: swaps.length, gamesPlayed: done, exhaustiveGames: swaps.length * g,
    ranking: ranked.map(({ i, gain }) => ({ out: swaps[i].out, in: swaps[i].in, gain })), suggestions,
  };
}
