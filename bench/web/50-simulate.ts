// Simulation in the browser (games per second on every core, Debian's Chromium against the
// production build) and the optimizer's time for every single swap × 200 games in Node
// (target < 60 s). Prints figures; never fails.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { chromium } from '@playwright/test';
import { CARDS, PRECONSTRUCTED } from '../../lib/cards';
import { encodeDeck } from '../../lib/decks';
import { optimizeDeck, singleSwaps } from '../../lib/sim/optimize';
import { poolRunner, type WorkerLike } from '../../lib/sim/pool';
import type { BotName } from '../../lib/sim/simulate';
import { builtDistDir, startServer, type BenchServer } from '../server';

const CHROME = '/usr/bin/chromium';
const OPTIMIZER_TARGET_S = 60;
const GAMES_PER_SWAP = 200;

/** Games per second of /simulate for one bot, from the click to the complete results. */
async function browserRate(base: string, bot: BotName, games: number): Promise<{ rate: number; workers: number }> {
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/simulate?deck=${encodeDeck(PRECONSTRUCTED[0].cards)}`);
    await page.locator('#sim-games').fill(String(games));
    await page.locator(`input[name=bot][value=${bot}]`).check();
    const start = Date.now();
    await page.getByRole('button', { name: 'Run the simulation' }).click();
    await page.locator('[data-testid=sim-run][data-status=complete]').waitFor({ timeout: 300_000 });
    const seconds = (Date.now() - start) / 1000;
    return { rate: games / seconds, workers: await page.evaluate(() => navigator.hardwareConcurrency) };
  } finally {
    await browser.close();
  }
}

async function browserFigures() {
  const distDir = builtDistDir();
  if (!distDir) return console.log('  browser: skipped (no build folder: run next build first)');
  if (!existsSync(CHROME)) return console.log(`  browser: skipped (${CHROME} is missing)`);
  let server: BenchServer | null = null;
  try {
    server = await startServer(distDir);
    for (const [bot, games] of [['random', 20_000], ['greedy', 2_000]] as const) {
      const r = await browserRate(server.base, bot, games);
      console.log(`  browser /simulate, ${bot} bot, Solo Quick: ${r.rate.toFixed(0)} games/s (${games} games on ${r.workers} workers, build ${distDir})`);
    }
  } catch (error) {
    console.log(`  browser: could not measure: ${(error as Error).message}`);
  } finally {
    server?.stop();
  }
}

const HANDLER = join(process.cwd(), 'lib', 'sim', 'handleRequest.ts');
const THREAD_MAIN = `import { parentPort } from 'node:worker_threads';
import { handleRequest } from ${JSON.stringify(HANDLER)};
parentPort.on('message', (req) => handleRequest(req, (reply) => parentPort.postMessage(reply)));`;

/**
 * How worker threads load the request handler: an esbuild bundle (as the browser runs it)
 * when esbuild is there, else tsx compiling on the fly (slower: getter-based exports).
 */
async function threadSource(dir: string): Promise<{ file?: string; code?: string; how: string }> {
  try {
    const esbuild = await import('esbuild');
    const file = join(dir, 'thread.mjs');
    await esbuild.build({ stdin: { contents: THREAD_MAIN, resolveDir: process.cwd(), loader: 'ts' }, bundle: true, platform: 'node', format: 'esm', outfile: file, logLevel: 'error' });
    return { file, how: 'esbuild bundle' };
  } catch {
    const code = `require('tsx/cjs/api').register();
      const { parentPort } = require('node:worker_threads');
      const { handleRequest } = require(${JSON.stringify(HANDLER)});
      parentPort.on('message', (req) => handleRequest(req, (reply) => parentPort.postMessage(reply)));`;
    return { code, how: 'tsx' };
  }
}

/** A worker thread running the same request handler as the browser's Web Workers. */
function threadWorker(source: { file?: string; code?: string }): WorkerLike {
  const thread = source.file ? new Worker(source.file) : new Worker(source.code!, { eval: true });
  const w: WorkerLike = {
    onmessage: null,
    postMessage: (m) => thread.postMessage(m),
    terminate: () => void thread.terminate(),
  };
  thread.on('message', (data) => w.onmessage?.({ data }));
  return w;
}

async function optimizerFigures() {
  const dir = mkdtempSync(join(tmpdir(), 'erret-bench-'));
  try {
    await optimizerRuns(await threadSource(dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function optimizerRuns(source: { file?: string; code?: string; how: string }) {
  const deck = PRECONSTRUCTED[0].cards;
  const threads = cpus().length;
  const swaps = singleSwaps(deck, CARDS.map((c) => c.slug)).length;
  const full = async (bot: BotName, pool?: string[]) => {
    const start = performance.now();
    const r = await optimizeDeck({ deck, opponent: 'solo-quick', bot, games: GAMES_PER_SWAP, seed: 1, pool, run: poolRunner(() => threadWorker(source), threads) });
    return { seconds: (performance.now() - start) / 1000, r };
  };
  const random = await full('random');
  const verdict = random.seconds < OPTIMIZER_TARGET_S ? 'within target' : 'OVER TARGET';
  console.log(`  optimizer, random bot: ${random.r.tested} swaps × ${GAMES_PER_SWAP} games (+ confirmations) in ${random.seconds.toFixed(1)} s on ${threads} threads (${source.how}; target < ${OPTIMIZER_TARGET_S} s: ${verdict}); ${random.r.suggestions.length} suggestions`);
  // The greedy bot is too slow for the whole run in a benchmark: time 1/72 of the pool and scale up.
  const sample = CARDS.filter((_, i) => i % 72 === 0).map((c) => c.slug);
  const part = await full('greedy', sample);
  const estimate = (part.seconds * swaps) / Math.max(1, part.r.tested);
  console.log(`  optimizer, greedy bot: ${part.r.tested} swaps × ${GAMES_PER_SWAP} games in ${part.seconds.toFixed(1)} s → about ${estimate.toFixed(0)} s for all ${swaps} swaps (estimate; target < ${OPTIMIZER_TARGET_S} s: ${estimate < OPTIMIZER_TARGET_S ? 'within target' : 'OVER TARGET'})`);
}

export async function run() {
  await browserFigures();
  try {
    await optimizerFigures();
  } catch (error) {
    console.log(`  optimizer: could not measure: ${(error as Error).message}`);
  }
}
