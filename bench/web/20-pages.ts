// Card pages and the playtest table: first-load JS of /cards and /cards/[slug] (budget ≤ 130 KB
// gzipped) and of /play, and Lighthouse (mobile) performance and accessibility scores in Debian's
// Chromium: /cards (≥ 95 each), /play's setup and a game on its board (/play?deck=…, which starts
// one at once; performance ≥ 95, accessibility 100). Starts the production server on a spare
// port against the existing build; prints, never fails.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtDistDir, startServer, type BenchServer } from '../server';

const JS_BUDGET_KB = 130;
const SCORE_BUDGET = 95;
const CHROME = '/usr/bin/chromium';
const PAGES = [
  ['/cards', '/cards'],
  ['/cards/[slug]', '/cards/scribe'],
  ['/play', '/play'],
] as const;
// Preconstructed deck 1 as a deck code (lib/decks/CODES.md): /play with a game on the board.
const LIGHTHOUSE = [
  { name: '/cards', path: '/cards', performance: SCORE_BUDGET, accessibility: SCORE_BUDGET },
  { name: '/play (setup)', path: '/play', performance: 95, accessibility: 100 },
  { name: '/play (a game)', path: '/play?deck=BAAAAAAjMBHNsPIE', performance: 95, accessibility: 100 },
] as const;

/**
 * Gzipped size of every script a modern browser loads with the page's HTML, read from the
 * build folder. `noModule` scripts (polyfills for old browsers) are not downloaded, so they
 * are left out, as Next's own "First Load JS" figure does.
 */
async function firstLoadJs(base: string, path: string, distDir: string) {
  const html = await (await fetch(base + path)).text();
  const tags = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)].filter((m) => !/\snomodule/i.test(m[0]));
  const sources = [...new Set(tags.map((m) => m[1]))];
  let raw = 0;
  let gzipped = 0;
  for (const src of sources) {
    const file = join(
      process.cwd(),
      distDir,
      decodeURIComponent(new URL(src, base).pathname).replace(/^\/_next\//, ''),
    );
    const bytes = existsSync(file)
      ? readFileSync(file)
      : Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    raw += bytes.length;
    gzipped += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: sources.length, rawKb: raw / 1024, gzipKb: gzipped / 1024 };
}

async function lighthouseScores(url: string) {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({ chromePath: CHROME, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const categories = result?.lhr.categories ?? {};
    const audits = result?.lhr.audits ?? {};
    const metric = (id: string) => audits[id]?.displayValue ?? '?';
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      metrics: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
      failedA11y: Object.values(audits)
        .filter((a) => a.score === 0 && result?.lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === a.id))
        .map((a) => a.id),
    };
  } finally {
    chrome.kill();
  }
}

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
    console.log(`  first-load JS, gzipped (budget ≤ ${JS_BUDGET_KB} KB), build ${distDir}`);
    for (const [route, path] of PAGES) {
      const js = await firstLoadJs(base, path, distDir);
      console.log(
        `  ${route.padEnd(14)} ${js.gzipKb.toFixed(1).padStart(6)} KB  (${js.files} scripts, ${js.rawKb.toFixed(0)} KB raw)  ${verdict(js.gzipKb <= JS_BUDGET_KB)}`,
      );
    }
    if (!existsSync(CHROME)) {
      console.log(`  Lighthouse skipped: ${CHROME} is missing (apt-get install -y chromium)`);
      return;
    }
    console.log('  Lighthouse (mobile, simulated throttling)');
    for (const page of LIGHTHOUSE) {
      // A first request warms the server so Lighthouse measures the page, not the start-up.
      await fetch(base + page.path);
      const scores = await lighthouseScores(base + page.path);
      console.log(`  ${page.name}`);
      console.log(
        `    performance    ${String(scores.performance).padStart(3)}  ${verdict(scores.performance >= page.performance)} (budget ≥ ${page.performance}; ${scores.metrics})`,
      );
      console.log(
        `    accessibility  ${String(scores.accessibility).padStart(3)}  ${verdict(scores.accessibility >= page.accessibility)} (budget ≥ ${page.accessibility})${scores.failedA11y.length ? `  failing: ${scores.failedA11y.join(', ')}` : ''}`,
      );
    }
  } catch (error) {
    console.log(`  could not measure: ${(error as Error).message}`);
  } finally {
    server?.stop();
  }
}
