// The playtest table: first-load JS of /play and the Lighthouse (mobile) performance and
// accessibility scores of /play (the setup) and of a game on the board (/play?deck=…, which
// starts a game at once). Budgets: performance ≥ 95, accessibility 100. Prints, never fails.
import { existsSync } from 'node:fs';
import { builtDistDir, startServer, type BenchServer } from '../server';
import { firstLoadJs, lighthouseScores } from './20-pages';

const PERFORMANCE_BUDGET = 95;
const ACCESSIBILITY_BUDGET = 100;
const CHROME = '/usr/bin/chromium';
// Preconstructed deck 1 as a deck code (lib/decks/CODES.md): the table itself, with a game in progress.
const PAGES = [['/play (setup)', '/play'], ['/play (a game)', '/play?deck=BAAAAAAjMBHNsPIE']] as const;

const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');

export async function run() {
  const distDir = builtDistDir();
  if (!distDir) {
    console.log('  skipped: run next build first (no build folder)');
    return;
  }
  let server: BenchServer | null = null;
  try {
    server = await startServer(distDir);
    const { base } = server;
    const js = await firstLoadJs(base, '/play', distDir);
    console.log(`  first-load JS of /play, gzipped: ${js.gzipKb.toFixed(1)} KB (${js.files} scripts, ${js.rawKb.toFixed(0)} KB raw)`);
    if (!existsSync(CHROME)) {
      console.log(`  Lighthouse skipped: ${CHROME} is missing (apt-get install -y chromium)`);
      return;
    }
    console.log(`  Lighthouse (mobile, simulated throttling; budgets: performance ≥ ${PERFORMANCE_BUDGET}, accessibility ${ACCESSIBILITY_BUDGET})`);
    for (const [name, path] of PAGES) {
      // A first request warms the server so Lighthouse measures the page, not the start-up.
      await fetch(base + path);
      const scores = await lighthouseScores(base + path);
      console.log(`    ${name.padEnd(15)} performance ${String(scores.performance).padStart(3)} ${verdict(scores.performance >= PERFORMANCE_BUDGET)} (${scores.metrics})`);
      console.log(`    ${''.padEnd(15)} accessibility ${String(scores.accessibility).padStart(3)} ${verdict(scores.accessibility >= ACCESSIBILITY_BUDGET)}${scores.failedA11y.length ? `  failing: ${scores.failedA11y.join(', ')}` : ''}`);
    }
  } catch (error) {
    console.log(`  could not measure: ${(error as Error).message}`);
  } finally {
    server?.stop();
  }
}
