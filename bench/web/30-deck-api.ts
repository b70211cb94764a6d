// Deck API throughput on loopback against a production server (target: ≥ 500 req/s, p99 < 50 ms).
// Starts `next start` on a spare port with a throw-away SQLite file; prints, never fails.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRECONSTRUCTED } from '../../lib/cards';
import { builtDistDir, startServer, type BenchServer } from '../server';

const SECONDS = 5;
const MAX_REQUESTS = 20_000;
const CONNECTIONS = 10;

async function measure(label: string, options: autocannon.Options) {
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: SECONDS,
    maxOverallRequests: MAX_REQUESTS,
    ...options,
  });
  const ok = result['2xx'];
  console.log(
    `  ${label.padEnd(28)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms   ` +
      `(${ok} × 2xx, ${result.non2xx} other, ${result.errors} errors, ${SECONDS} s, ${CONNECTIONS} connections)`,
  );
}

export async function run() {
  const distDir = builtDistDir();
  if (!distDir) {
    console.log('  skipped: run next build first (no build folder)');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'erret-bench-'));
  let server: BenchServer | null = null;
  try {
    // A throw-away SQLite file, and no write limit: the benchmark measures the API, not the limiter.
    server = await startServer(distDir, {
      ERRET_DB_PATH: join(dir, 'bench.sqlite'),
      ERRET_WRITE_LIMIT: '0',
      DATABASE_URL: undefined,
    });
    const { base } = server;
    const body = JSON.stringify({ name: 'Bench deck', author: 'bench', cards: PRECONSTRUCTED[0].cards });
    const created = await fetch(`${base}/api/decks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const { id } = (await created.json()) as { id: string };
    await autocannon({
      url: `${base}/api/decks/${id}`,
      connections: CONNECTIONS,
      duration: 1,
      maxOverallRequests: 2_000,
    }); // warm-up
    // The same server's cheapest route, to tell Next's own overhead from the deck API's.
    await measure(`GET /api/health (baseline)`, { url: `${base}/api/health` });
    await measure(`GET /api/decks/<id>`, { url: `${base}/api/decks/${id}` });
    await measure(`POST /api/decks`, {
      url: `${base}/api/decks`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    await measure(`GET /api/deck-codes/<code>`, { url: `${base}/api/deck-codes/BAAAAAAjMBHNsPIE` });
  } catch (error) {
    console.log(`  could not measure: ${(error as Error).message}`);
  } finally {
    server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
