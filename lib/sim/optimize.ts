import { CARDS } from '../cards';
import { encodeDeck } from '../decks';
import { canonicalCards } from './deckInput';
import type { SimJob } from './protocol';
import { RACE_FINALISTS, raceGames, raceRounds } from './race';
import type { Opponent } from './setup';
import { gameOutcomes, type BotName } from './simulate';
import { wilson } from './stats';

/**
 * Plays the jobs (anywhere: this thread or workers) and gives each one's per-game wins; `onJobDone`
 * hears each job's wins as they come. A runner that keeps workers between calls has `close`.
 */
export type OutcomeRunner = ((
  jobs: SimJob[],
  onJobDone: (job: number, wins: Uint8Array) => void,
  signal?: AbortSignal,
) => Promise<Uint8Array[]>) & { close?: () => void };

/** Most swaps the screen carries to the default bot. */
export const CONFIRMED = 10;
/** Share of the exhaustive run's games the fast bot's screen may spend (its baseline included). */
export const SCREEN_BUDGET = 0.15;

/** The fast bot that screens the swaps for `bot`: a bot fast enough to screen plays its own screen. */
export function screenBotOf(bot: BotName): BotName {
  return bot === 'random' || bot === 'greedy' ? bot : 'greedy';
}

export interface OptimizeOptions {
  /** 8 official card slugs. */
  deck: string[];
  opponent: Opponent;
  /** The bot whose games judge the suggestions (the default bot). */
  bot: BotName;
  /** Games per candidate. */
  games: number;
  seed: number;
  /** Cards that may come in (default: every official card). */
  pool?: readonly string[];
  /** Only these swaps, of those the pool allows (for the bench's pools of chosen swaps). */
  only?: ReadonlyArray<{ out: string; in: string }>;
  /** Play every swap in full with `bot`, no screen (for comparison). */
  exhaustive?: boolean;
  /** Most swaps carried from the screen to `bot` (default CONFIRMED). */
  confirm?: number;
  /** Paired z-score on the judging games above which a gain is clear. */
  z?: number;
  /** Games played so far and the total (the total is the most the run can play; it shrinks once, when the screen ends). */
  onProgress?: (done: number, total: number, stage: OptimizeStage) => void;
  /** The suggestions judged so far, best first, each time one more is judged. */
  onSuggestions?: (suggestions: Suggestion[]) => void;
  signal?: AbortSignal;
  /** Where the games are played (default: this thread); closed when the run ends. */
  run?: OutcomeRunner;
}

/** Where a run is: the fast bot's games and the default bot's, played and planned. */
export interface OptimizeStage {
  screened: number;
  screenTotal: number;
  confirmed: number;
  confirmTotal: number;
}

export interface Suggestion {
  out: string;
  in: string;
  /** The improved deck and its code. */
  cards: string[];
  code: string;
  /** The judging games: the default bot's, on seeds the swap was not picked on by the same bot; wins of the candidate and of the deck on the same seeds. */
  games: number;
  wins: number;
  baselineWins: number;
  gain: number;
  /** 95 % interval of the gain (paired differences). */
  gainCi95: [number, number];
  winRate: number;
  ci95: [number, number];
  /** Paired z on the judging games. */
  z: number;
  /** The gain beats the noise on the judging games. */
  clear: boolean;
  /** The fast bot's gain on the screen's games [0, games). */
  screenGain: number;
}

export interface OptimizeResult {
  /** The deck's own figures on the judging games. */
  baseline: { games: number; wins: number; winRate: number; ci95: [number, number] };
  bot: BotName;
  screenBot: BotName;
  /** Candidates (single swaps). */
  tested: number;
  /** screenedGames + confirmedGames. */
  gamesPlayed: number;
  /** What playing every candidate in full with the default bot would cost: tested × games. */
  exhaustiveGames: number;
  /** The fast bot's games (its baseline included). */
  screenedGames: number;
  /** The default bot's games (its baseline included). */
  confirmedGames: number;
  /** Every candidate that played all the screen's games, best screen gain first (with `exhaustive`, every swap by the default bot's gain). */
  ranking: Array<{ out: string; in: string; gain: number; gainCi95: [number, number] }>;
  /** The swaps carried to the default bot and judged by its games, best gain first. */
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
    onJobDone(i, out[i]);
    await Promise.resolve();
  }
  return out;
};

/** Every deck one swap away: each of the 8 cards replaced by each pool card not already in the deck. */
export function singleSwaps(
  deck: readonly string[],
  pool: readonly string[],
): Array<{ out: string; in: string; cards: string[] }> {
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

/** What a run will play, known before the first game: the screen's rounds and the most the default bot can play. */
export function optimizePlan(o: Pick<OptimizeOptions, 'bot' | 'games' | 'exhaustive' | 'confirm'>, tested: number) {
  const g = o.games;
  const screenBot = o.exhaustive ? o.bot : screenBotOf(o.bot);
  const carried = Math.min(o.confirm ?? CONFIRMED, tested);
  const rounds = o.exhaustive
    ? [{ from: 0, to: g, size: tested }]
    : raceRounds(tested, g, g, SCREEN_BUDGET, Math.max(RACE_FINALISTS, carried));
  return { screenBot, rounds, carried, screenTotal: g + raceGames(rounds), confirmMost: (1 + carried) * g };
}

/**
 * "Suggest improvements", screen then confirm. The screen races every single-card swap with
 * a fast bot on the same seeded games as the deck (common random numbers): all play the first
 * games, the best share goes on (`raceRounds`), and the last ones play all `games`. The rule
 * that carries swaps to the default bot: every finalist whose 95 % interval of the screen gain
 * reaches the best finalist's lower bound, at least the best three, at most `confirm`. The
 * default bot then plays the deck and each carried swap on games it has not picked them on
 * (the screen's seeds when the screen bot is another bot, fresh seeds when it is the same),
 * and only those paired games judge the suggestions: their gain, interval and whether it is clear.
 */
export async function optimizeDeck(o: OptimizeOptions): Promise<OptimizeResult> {
  try {
    return await screenThenJudge(o, o.run ?? runHere);
  } finally {
    o.run?.close?.();
  }
}

async function screenThenJudge(o: OptimizeOptions, run: OutcomeRunner): Promise<OptimizeResult> {
  const z = o.z ?? 1.96;
  const g = o.games;
  const deck = canonicalCards(encodeDeck(o.deck));
  const allowed = o.only && new Set(o.only.map((s) => `${s.out}>${s.in}`));
  const swaps = singleSwaps(deck, o.pool ?? CARDS.map((c) => c.slug)).filter(
    (s) => !allowed || allowed.has(`${s.out}>${s.in}`),
  );
  const plan = optimizePlan(o, swaps.length);
  const { screenBot, rounds } = plan;
  const stage: OptimizeStage = {
    screened: 0,
    screenTotal: plan.screenTotal,
    confirmed: 0,
    confirmTotal: plan.confirmMost,
  };
  const progress = () =>
    o.onProgress?.(stage.screened + stage.confirmed, stage.screenTotal + stage.confirmTotal, { ...stage });
  const job = (bot: BotName, cards: string[], from: number, to: number): SimJob => ({
    deck: { cards },
    opponent: o.opponent,
    bot,
    games: to - from,
    seed: o.seed,
    from,
  });
  const playAll = (jobs: SimJob[], counter: 'screened' | 'confirmed', heard?: (i: number, wins: Uint8Array) => void) =>
    run(
      jobs,
      (i, wins) => {
        stage[counter] += jobs[i].games;
        heard?.(i, wins);
        progress();
      },
      o.signal,
    );
  progress();

  const [base] = await playAll([job(screenBot, deck, 0, g)], 'screened');
  const wins: number[] = swaps.map(() => 0);
  const outcomes: Uint8Array[][] = swaps.map(() => []);
  let alive = swaps.map((_, i) => i);
  for (const round of rounds) {
    alive = alive
      .map((i) => ({ i, gain: wins[i] }))
      .sort((a, b) => b.gain - a.gain || a.i - b.i)
      .slice(0, round.size)
      .map((c) => c.i);
    const played = await playAll(
      alive.map((i) => job(screenBot, swaps[i].cards, round.from, round.to)),
      'screened',
    );
    alive.forEach((i, k) => {
      outcomes[i].push(played[k]);
      wins[i] += count(played[k]);
    });
  }
  const baseWins = count(base);
  const ranked = alive
    .map((i) => ({ i, gain: (wins[i] - baseWins) / g, ci: pairedInterval(concat(outcomes[i]), base) }))
    .sort((a, b) => b.gain - a.gain || a.i - b.i);
  const best = ranked[0]?.ci[0] ?? 0;
  const overlapping = ranked.filter((c) => c.ci[1] >= best).length;
  const carried = ranked.slice(0, Math.min(plan.carried, Math.max(overlapping, RACE_FINALISTS)));
  stage.confirmTotal = (1 + carried.length) * g;
  progress();

  // The same bot judges on fresh seeds: its screen games picked the swaps.
  const from = screenBot === o.bot ? g : 0;
  const judged: Suggestion[] = [];
  let judgeBase: Uint8Array | null = null;
  const early: Array<[number, Uint8Array]> = [];
  let told = 0;
  const judge = (k: number, w: Uint8Array) => {
    if (!judgeBase) return early.push([k, w]);
    const s = swaps[carried[k].i];
    const won = count(w);
    const bw = count(judgeBase);
    const fz = pairedZ(w, judgeBase);
    judged.push({
      out: s.out,
      in: s.in,
      cards: s.cards,
      code: encodeDeck(s.cards),
      games: g,
      wins: won,
      baselineWins: bw,
      gain: (won - bw) / g,
      gainCi95: pairedInterval(w, judgeBase),
      winRate: won / g,
      ci95: wilson(won, g),
      z: fz,
      clear: fz > z && won > bw,
      screenGain: carried[k].gain,
    });
    judged.sort((a, b) => b.gain - a.gain || a.code.localeCompare(b.code));
  };
  // The deck's own games go first: each swap is judged as soon as both are in.
  const confirmJobs = [
    job(o.bot, deck, from, from + g),
    ...carried.map(({ i }) => job(o.bot, swaps[i].cards, from, from + g)),
  ];
  const [judgeBaseAll] = await playAll(confirmJobs, 'confirmed', (i, w) => {
    if (i === 0) {
      judgeBase = w;
      for (const [k, w0] of early.splice(0)) judge(k, w0);
    } else judge(i - 1, w);
    if (judged.length > told) o.onSuggestions?.([...judged]);
    told = judged.length;
  });
  const bw = count(judgeBaseAll);
  return {
    baseline: { games: g, wins: bw, winRate: bw / g, ci95: wilson(bw, g) },
    bot: o.bot,
    screenBot,
    tested: swaps.length,
    gamesPlayed: stage.screened + stage.confirmed,
    exhaustiveGames: swaps.length * g,
    screenedGames: stage.screened,
    confirmedGames: stage.confirmed,
    ranking: ranked.map(({ i, gain, ci }) => ({ out: swaps[i].out, in: swaps[i].in, gain, gainCi95: ci })),
    suggestions: judged,
  };
}
