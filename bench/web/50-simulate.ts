// Simulation in the browser (games per second on every core, Debian's Chromium against the
// production build), the optimizer's wall time in the browser for deck 1 with 100 games per
// swap (target < 60 s with the default bot: a greedy screen, then the planner's judgement) beside
// the estimate the page showed before the click and the CPU seconds it took (the wall time on a
// busy machine says more about the others), and the optimizer in Node worker threads. Prints figures; never fails.
// ERRET_BENCH_OPTIMIZER_BOT picks the optimizer's bot in the browser (default: the default bot).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { chromium } from '@playwright/test';
import { PRECONSTRUCTED } from '../../lib/cards';
import { encodeDeck } from '../../lib/decks';
import { optimizeDeck } from '../../lib/sim/optimize';
import { poolRunner } from '../../lib/sim/pool';
import { BOT_NAMES, DEFAULT_BOT, type BotName } from '../../lib/sim/simulate';
import { builtDistDir, startServer, type BenchServer } from '../server';
import { threadWorker, withThreads, type ThreadSource } from '../threads';

const CHROME = '/usr/bin/chromium';
const OPTIMIZER_TARGET_S = 60;
const GAMES_PER_SWAP = 200;
const BROWSER_OPTIMIZER_TARGET_S = 60;
const BROWSER_GAMES_PER_SWAP = 100;

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

/**
 * CPU seconds used so far by the processes this one started (the browser's, the server's), from
 * /proc; null where there is none. On a busy machine the wall time says more about the others.
 */
function childrenCpuSeconds(): number | null {
  if (!existsSync('/proc/self/stat')) return null;
  const parent = new Map<number, number>();
  const ticks = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(name), Number(fields[1]));
      ticks.set(Number(name), Number(fields[11]) + Number(fields[12]));
    } catch {
      // the process ended meanwhile
    }
  }
  let sum = 0;
  for (const [pid, t] of ticks) {
    let p = parent.get(pid) ?? 0;
    while (p > 1 && p !== process.pid) p = parent.get(p) ?? 0;
    if (p === process.pid) sum += t;
  }
  // Linux counts in clock ticks of 1/100 s.
  return sum / 100;
}

/** Seconds from "Suggest improvements" to the grouped answer on /simulate, deck 1, 100 games per swap. */
async function browserOptimizer(
  base: string,
  bot: BotName,
): Promise<{ seconds: number; cpu: number | null; text: string; estimate: string }> {
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/simulate?deck=${encodeDeck(PRECONSTRUCTED[0].cards)}`);
    await page.locator('#sim-games').fill('100');
    await page.locator(`input[name=bot][value=${bot}]`).check();
    await page.getByRole('button', { name: 'Run the simulation' }).click();
    await page.locator('[data-testid=sim-run][data-status=complete]').waitFor({ timeout: 600_000 });
    await page.getByLabel('Games per swap').fill(String(BROWSER_GAMES_PER_SWAP));
    const shown = page.getByTestId('sim-suggest-estimate');
    await page.waitForFunction(
      () => /about \d/.test(document.querySelector('[data-testid=sim-suggest-estimate]')?.textContent ?? ''),
      null,
      { timeout: 120_000 },
    );
    const estimate = (await shown.textContent()) ?? '';
    const cpu = childrenCpuSeconds();
    const start = Date.now();
    await page.getByRole('button', { name: 'Suggest improvements' }).click();
    const answer = page.getByTestId('sim-suggestions');
    await answer.waitFor({ timeout: 3_600_000 });
    const cpuAfter = childrenCpuSeconds();
    return {
      seconds: (Date.now() - start) / 1000,
      cpu: cpu === null || cpuAfter === null ? null : cpuAfter - cpu,
      text: (await answer.locator('p').first().textContent()) ?? '',
      estimate,
    };
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
    for (const [bot, games] of [
      ['random', 20_000],
      ['greedy', 2_000],
      [DEFAULT_BOT, 500],
    ] as const) {
      const r = await browserRate(server.base, bot, games);
      console.log(
        `  browser /simulate, ${bot} bot, Solo Quick: ${r.rate.toFixed(0)} games/s (${games} games on ${r.workers} workers, build ${distDir})`,
      );
    }
    const asked = process.env.ERRET_BENCH_OPTIMIZER_BOT ?? DEFAULT_BOT;
    const bot = (BOT_NAMES as readonly string[]).includes(asked) ? (asked as BotName) : DEFAULT_BOT;
    const o = await browserOptimizer(server.base, bot);
    const verdict = o.seconds < BROWSER_OPTIMIZER_TARGET_S ? 'within target' : 'OVER TARGET';
    console.log(
      `  browser optimizer, deck-1, ${bot} bot, ${BROWSER_GAMES_PER_SWAP} games per swap: ${o.seconds.toFixed(1)} s from the click to the answer (target < ${BROWSER_OPTIMIZER_TARGET_S} s: ${verdict})${o.cpu === null ? '' : `, ${o.cpu.toFixed(1)} CPU seconds of the browser and server`}; shown before the click: ${o.estimate}; ${o.text}`,
    );
  } catch (error) {
    console.log(`  browser: could not measure: ${(error as Error).message}`);
  } finally {
    server?.stop();
  }
}

async function optimizerFigures() {
  await withThreads(optimizerRuns);
}

async function optimizerRuns(source: ThreadSource) {
  const deck = PRECONSTRUCTED[0].cards;
  const threads = cpus().length;
  const race = async (bot: BotName, games: number) => {
    const start = performance.now();
    const r = await optimizeDeck({
      deck,
      opponent: 'solo-quick',
      bot,
      games,
      seed: 1,
      run: poolRunner(() => threadWorker(source), threads),
    });
    return { seconds: (performance.now() - start) / 1000, r };
  };
  for (const [bot, games] of [
    ['random', GAMES_PER_SWAP],
    ['greedy', BROWSER_GAMES_PER_SWAP],
    [DEFAULT_BOT, BROWSER_GAMES_PER_SWAP],
  ] as const) {
    const { seconds, r } = await race(bot, games);
    const verdict = seconds < OPTIMIZER_TARGET_S ? 'within target' : 'OVER TARGET';
    console.log(
      `  optimizer in Node, ${bot} bot: ${r.tested} swaps × ${games} games in ${r.gamesPlayed} games (${r.screenedGames} ${r.screenBot} screening, ${r.confirmedGames} ${r.bot} judging; exhaustive: ${r.exhaustiveGames}), ${seconds.toFixed(1)} s on ${threads} threads (${source.how}; target < ${OPTIMIZER_TARGET_S} s: ${verdict}); ${r.suggestions.filter((x) => x.clear).length} clear gains`,
    );
  }
}

export async function run() {
  await browserFigures();
  try {
    await optimizerFigures();
  } catch (error) {
    console.log(`  optimizer: could not measure: ${(error as Error).message}`);
  }
}
