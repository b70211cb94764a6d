// `npm run bench:engine`: engine and bot speed on one core, the bots' strength ladder against
// the blind reference search, memory per game, and where the time goes. Prints figures; never
// fails. ERRET_BENCH_SCALE multiplies the ladder's game counts (default 1: a few minutes;
// 12 gives the issue's 1,200 default-bot and 300 reference games per deck). First, the default bot's
// speed beside a baseline revision's (`--baseline <rev>`, by default where this branch left main).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { PRECONSTRUCTED } from '../lib/cards';
import {
  apply,
  applyUndoable,
  createGame,
  legalActions,
  ownCopy,
  undo,
  undoJournal,
  type Action,
  type GameState,
} from '../lib/engine';
import { evaluate } from '../lib/sim/bots/evaluate';
import { greedyBot } from '../lib/sim/bots/greedy';
import { createSearchBot } from '../lib/sim/bots/search';
import type { Bot } from '../lib/sim/bots/types';
import { playGame } from '../lib/sim/game';
import { createRng } from '../lib/sim/rng';
import { gameOptions } from '../lib/sim/setup';
import { DEFAULT_BOT, gameSeeds, REFERENCE_ITERATIONS, runGames, type BotName } from '../lib/sim/simulate';
import { wilson } from '../lib/sim/stats';
import { samplePositions } from '../lib/sim/bots/testing';
import { compareWithBaseline } from './baseline';
import { cpuSeconds, engineEvaluation, type EvaluationPass } from './plannerSpeed';

const deck = { cards: PRECONSTRUCTED[0].cards };
const SCALE = Math.max(0.1, Number(process.env.ERRET_BENCH_SCALE ?? 1) || 1);
const TARGET_GAMES_PER_S = 500;
const TARGET_POINTS = 3;

/** Games per CPU second of one bot against Solo Quick, over at least `seconds` of CPU. */
function gamesPerSecond(bot: BotName, seconds: number): { rate: number; games: number; winRate: number } {
  runGames({ deck, opponent: 'solo-quick', bot, games: 20, seed: 99 }); // JIT warm-up
  let games = 0;
  let wins = 0;
  const start = cpuSeconds();
  while (cpuSeconds() - start < seconds) {
    const t = runGames({ deck, opponent: 'solo-quick', bot, games: 20, seed: 1, from: games });
    games += t.games;
    wins += t.wins;
  }
  return { rate: games / (cpuSeconds() - start), games, winRate: wins / games };
}

interface Rung {
  name: string;
  bot: BotName;
  iterations?: number;
  games: number;
}

/** Win rate (95 % interval) and games per CPU second of each bot with each preconstructed deck, on the same seeds. */
function ladder(): void {
  const rungs: Rung[] = [
    { name: 'random', bot: 'random', games: Math.round(400 * SCALE) },
    { name: 'greedy', bot: 'greedy', games: Math.round(200 * SCALE) },
    { name: 'search-64', bot: 'search', iterations: 64, games: Math.round(100 * SCALE) },
    { name: `${DEFAULT_BOT} (default)`, bot: DEFAULT_BOT, games: Math.round(100 * SCALE) },
    {
      name: `reference (search-${REFERENCE_ITERATIONS})`,
      bot: 'search',
      iterations: REFERENCE_ITERATIONS,
      games: Math.max(4, Math.round(25 * SCALE)),
    },
  ];
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  console.log(`  Strength ladder against Solo Quick (same seeds for every bot; ERRET_BENCH_SCALE=${SCALE}):`);
  for (const d of PRECONSTRUCTED) {
    const rates: Record<string, number> = {};
    for (const r of rungs) {
      const start = cpuSeconds();
      const t = runGames({
        deck: { cards: d.cards },
        opponent: 'solo-quick',
        bot: r.bot,
        searchIterations: r.iterations,
        games: r.games,
        seed: 1,
      });
      const seconds = cpuSeconds() - start;
      const [lo, hi] = wilson(t.wins, t.games);
      rates[r.name] = t.wins / t.games;
      console.log(
        `    ${d.slug}  ${r.name.padEnd(22)} ${pct(t.wins / t.games).padStart(7)}  (${pct(lo)} – ${pct(hi)}, ${t.games} games)  ${(t.games / seconds).toFixed(1)} games/s`,
      );
    }
    const gap = 100 * (rates[`reference (search-${REFERENCE_ITERATIONS})`] - rates[`${DEFAULT_BOT} (default)`]);
    console.log(
      `    ${d.slug}  default bot ${gap >= 0 ? `${gap.toFixed(1)} points below` : `${(-gap).toFixed(1)} points above`} the reference (target: within ${TARGET_POINTS})`,
    );
  }
}

/**
 * What the greedy bot's speed is made of: the end-of-turn evaluations it runs per game
 * (one per legal action at each decision) and the time each takes.
 */
function greedyAnatomy(games: number): { perGame: number; usPerEvaluation: number } {
  let evaluations = 0;
  const counting: Bot = (s, rng) => {
    evaluations += legalActions(s).length;
    return greedyBot(s, rng);
  };
  const start = cpuSeconds();
  for (let i = 0; i < games; i++) {
    const seeds = gameSeeds(5, i);
    playGame(gameOptions(deck, 'solo-quick', seeds.game), { A: counting, B: counting }, seeds.bots);
  }
  return { perGame: evaluations / games, usPerEvaluation: ((cpuSeconds() - start) * 1e6) / evaluations };
}

/**
 * The cheap alternative: score each action's position at once, without playing the turn
 * out. Printed beside the greedy bot so the trade-off stays measured, not remembered.
 */
const staticOnePly: Bot = (s, rng) => {
  const me = s.active;
  let best: Action[] = [];
  let bestScore = -Infinity;
  for (const a of legalActions(s)) {
    const r = a.type === 'end-turn' ? null : apply(s, a, { quiet: true });
    const score = evaluate(r?.ok ? r.state : s, me);
    if (score > bestScore) [bestScore, best] = [score, [a]];
    else if (score === bestScore) best.push(a);
  }
  return best[rng.int(best.length)];
};

/** Each legal action and `end-turn` done in place on one copy of the position, scored, then both undone. */
const throughUndo: EvaluationPass = (positions) => {
  const played = undoJournal();
  const ended = undoJournal();
  let evaluations = 0;
  let sink = 0;
  for (const s of positions) {
    const mine = ownCopy(s);
    for (const a of legalActions(s)) {
      if (a.type !== 'end-turn' && applyUndoable(mine, a, played)) continue;
      if (!mine.winner) applyUndoable(mine, { type: 'end-turn' }, ended);
      sink += evaluate(mine, s.active);
      evaluations++;
      undo(mine, ended);
      undo(mine, played);
    }
  }
  return { evaluations, sink };
};

/** Nanoseconds to copy a mid-game state once: the least any `apply` costs. */
function copyCost(): number {
  const states = samplePositions(200, 7).filter((s) => s.mode === 'solo');
  let sink = 0;
  const rounds = 200;
  const start = cpuSeconds();
  for (let r = 0; r < rounds; r++) for (const s of states) sink += ownCopy(s).turn;
  return sink < 0 ? 0 : ((cpuSeconds() - start) * 1e9) / (rounds * states.length);
}

function staticWins(games: number): { rate: number; winRate: number } {
  let wins = 0;
  const start = performance.now();
  for (let i = 0; i < games; i++) {
    const seeds = gameSeeds(1, i);
    if (
      playGame(gameOptions(deck, 'solo-quick', seeds.game), { A: staticOnePly, B: staticOnePly }, seeds.bots).winner ===
      'A'
    )
      wins++;
  }
  return { rate: games / ((performance.now() - start) / 1000), winRate: wins / games };
}

function playoutsPerSecond(): { rate: number; decisions: number } {
  const iterations = 64;
  const bot = createSearchBot({ iterations });
  const positions = samplePositions(120, 5).filter((s) => s.mode === 'solo');
  const rng = createRng(1);
  for (const s of positions.slice(0, 10)) bot(s, rng);
  const start = performance.now();
  for (const s of positions) bot(s, rng);
  return { rate: (positions.length * iterations) / ((performance.now() - start) / 1000), decisions: positions.length };
}

function memoryPerGame(): { heapBytes: number; jsonBytes: number } {
  setFlagsFromString('--expose_gc');
  const gc = runInNewContext('gc') as () => void;
  const n = 20_000;
  const keep: GameState[] = new Array(n);
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < n; i++) {
    const r = createGame({ mode: 'solo', format: 'preconstructed', decks: { A: 'deck-1' }, seed: i });
    if (r.ok) keep[i] = r.state;
  }
  gc();
  const heapBytes = (process.memoryUsage().heapUsed - before) / n;
  return { heapBytes, jsonBytes: JSON.stringify(keep[0]).length };
}

interface Spot {
  name: string;
  self: number;
  total: number;
}

/** Self and total (inclusive) time by function over a short run of the default bot, from V8's sampling profiler. */
async function hotSpots(seconds: number): Promise<Spot[]> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  const start = performance.now();
  let from = 0;
  while (performance.now() - start < seconds * 1000) {
    runGames({ deck, opponent: 'solo-quick', bot: DEFAULT_BOT, games: 5, seed: 3, from });
    from += 5;
  }
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const nameOf = (id: number) => {
    const f = byId.get(id)!.callFrame;
    const file = f.url.includes('erret-bench-') ? '' : f.url.replace(/^.*\/work\/main\//, '').replace(/^file:\/\//, '');
    return `${f.functionName || '(anonymous)'}${file ? ` (${file})` : ''}`;
  };
  const spots = new Map<string, Spot>();
  const spot = (name: string) => spots.get(name) ?? spots.set(name, { name, self: 0, total: 0 }).get(name)!;
  const samples = profile.samples ?? [];
  for (const id of samples) {
    spot(nameOf(id)).self++;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) seen.add(nameOf(at));
    for (const name of seen) spot(name).total++;
  }
  const n = samples.length || 1;
  return [...spots.values()].map((s) => ({ ...s, self: s.self / n, total: s.total / n }));
}

/**
 * tsx compiles each module to CommonJS with getter-based exports, which costs the engine
 * a getter call per cross-module call (a sizeable share of the profile). The browser runs
 * a bundle, so the figures come from an esbuild bundle of this file when esbuild is there.
 */
async function runBundled(): Promise<boolean> {
  if (process.env.ERRET_BENCH_BUNDLED) return false;
  let esbuild: typeof import('esbuild');
  try {
    esbuild = await import('esbuild');
  } catch {
    return false;
  }
  const dir = mkdtempSync(join(tmpdir(), 'erret-bench-'));
  try {
    const outfile = join(dir, 'engine.mjs');
    await esbuild.build({
      entryPoints: [join(process.cwd(), 'bench', 'engine.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile,
      logLevel: 'error',
    });
    const r = spawnSync(process.execPath, [outfile], {
      stdio: 'inherit',
      env: { ...process.env, ERRET_BENCH_BUNDLED: '1' },
    });
    return r.status === 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  if (!process.env.ERRET_BENCH_BUNDLED) {
    // The bench prints figures and never fails: without a baseline to check out, it says why and goes on.
    await compareWithBaseline(process.argv.slice(2)).catch((e: Error) =>
      console.log(`  No comparison with a baseline: ${e.message}`),
    );
  }
  if (await runBundled()) return;
  const how = process.env.ERRET_BENCH_BUNDLED ? 'an esbuild bundle, as in the browser' : 'tsx, unbundled';
  console.log(`Engine benchmark (one core, ${how}; figures depend on the machine and its load)`);
  console.log(`  (games/s are per CPU second of this process: one core's time, even on a busy machine)`);
  console.log(
    `  End-of-turn evaluation, engine only: ${engineEvaluation(20).toFixed(1)} µs each through apply, ${engineEvaluation(20, throughUndo).toFixed(1)} µs in place and undone (play, Assault, the AI's turn, score; every legal action of fixed Solo positions); copying a state once takes ${copyCost().toFixed(0)} ns`,
  );
  const anatomy = greedyAnatomy(300);
  console.log(
    `  Greedy bot's evaluations: ${anatomy.usPerEvaluation.toFixed(1)} µs each, its sampled world included (${anatomy.perGame.toFixed(0)} per game)`,
  );
  const main = gamesPerSecond(DEFAULT_BOT, 6);
  console.log(
    `  Default bot (${DEFAULT_BOT}), deck-1 against Solo Quick: ${main.rate.toFixed(0)} games/s on one core (target ≥ ${TARGET_GAMES_PER_S}; ${main.games} games, win rate ${(100 * main.winRate).toFixed(1)} %)`,
  );
  const greedy = gamesPerSecond('greedy', 3);
  console.log(
    `  Greedy bot: ${greedy.rate.toFixed(0)} games/s (${greedy.games} games, win rate ${(100 * greedy.winRate).toFixed(1)} %)`,
  );
  ladder();
  const cheap = staticWins(1000);
  console.log(
    `  Static one-ply bot (scores each action without playing the turn out): ${cheap.rate.toFixed(0)} games/s, win rate ${(100 * cheap.winRate).toFixed(1)} %`,
  );
  const random = gamesPerSecond('random', 2);
  console.log(`  Solo Quick, random bot: ${random.rate.toFixed(0)} games/s`);
  const mcts = playoutsPerSecond();
  console.log(
    `  MCTS: ${mcts.rate.toFixed(0)} playouts/s (each an evaluated leaf: one tree step plus the end of the turn; 64 iterations × ${mcts.decisions} decisions)`,
  );
  const mem = memoryPerGame();
  console.log(
    `  Memory per game: ${(mem.heapBytes / 1024).toFixed(1)} KiB of heap per live Solo game state (20,000 kept), ${(mem.jsonBytes / 1024).toFixed(1)} KiB as JSON`,
  );
  const spots = await hotSpots(3);
  const show = (title: string, key: 'self' | 'total', filter: (s: Spot) => boolean) => {
    console.log(title);
    for (const h of spots
      .filter(filter)
      .sort((a, b) => b[key] - a[key])
      .slice(0, 12)) {
      console.log(`    ${(100 * h[key]).toFixed(1).padStart(5)} %  ${h.name}`);
    }
  };
  show(`  Hot spots, self time (${DEFAULT_BOT} bot, Solo Quick games):`, 'self', () => true);
  const bench = ['(root)', '(program)', 'main', 'hotSpots', 'processTicksAndRejections', 'runMicrotasks'];
  show(
    '  Hot spots, total time (inside the function and what it calls):',
    'total',
    (s) => !bench.some((b) => s.name.startsWith(b)) && !s.name.startsWith('('),
  );
}

main();
