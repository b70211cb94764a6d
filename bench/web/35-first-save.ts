// The first save of a fresh server against the next one, as a player sees them in Debian's
// Chromium: from the press on "Save the deck" to the deck's edit page, ready. A fresh server
// and an empty SQLite file, as after a deployment. Prints figures; never fails.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { builtDistDir, startServer, type BenchServer } from '../server';

const CHROME = '/usr/bin/chromium';

/** Milliseconds from the press to the edit page showing the deck's links. */
async function save(page: Page, base: string, preconstructed: number): Promise<number> {
  await page.goto(`${base}/decks/new?from=deck-${preconstructed}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('Deck name').fill(`Bench deck ${preconstructed}`);
  const start = performance.now();
  await page.getByRole('button', { name: 'Save the deck' }).click();
  await page.getByTestId('saved-links').waitFor({ timeout: 60_000 });
  return performance.now() - start;
}

export async function run() {
  const distDir = builtDistDir();
  if (!distDir) return console.log('  skipped: run next build first (no build folder)');
  if (!existsSync(CHROME)) return console.log(`  skipped: ${CHROME} is missing`);
  const dir = mkdtempSync(join(tmpdir(), 'erret-bench-save-'));
  let server: BenchServer | null = null;
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    server = await startServer(distDir, {
      ERRET_DB_PATH: join(dir, 'bench.sqlite'),
      ERRET_WRITE_LIMIT: '0',
      DATABASE_URL: undefined,
    });
    const page = await browser.newPage();
    const times = [];
    for (const n of [1, 2, 3]) times.push(await save(page, server.base, n));
    const [first, ...next] = times.map((ms) => `${ms.toFixed(0)} ms`);
    console.log(
      `  first save of a fresh server: ${first}; the next ones: ${next.join(', ')} (press to edit page, Chromium, build ${distDir})`,
    );
  } catch (error) {
    console.log(`  could not measure: ${(error as Error).message}`);
  } finally {
    await browser.close();
    server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
