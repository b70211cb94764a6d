// Deck API throughput on loopback against a production server (target: ≥ 500 req/s, p99 < 50 ms).
// Starts `next start` on a spare port with a throw-away SQLite file; prints, never fails.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRECONSTRUCTED } from '../../lib/cards';

const SECONDS = 5;
const MAX_REQUESTS = 20_000;
const CONNECTIONS = 10;

function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not answer ${url} in time`);
}

async function measure(label: string, options: autocannon.Options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, maxOverallRequests: MAX_REQUESTS, ...options });
  const ok = result['2xx'];
  console.log(
    `  ${label.padEnd(28)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms   ` +
      `(${ok} × 2xx, ${result.non2xx} other, ${result.errors} errors, ${SECONDS} s, ${CONNECTIONS} connections)`,
  );
}

export async function run() {
  const distDir = process.env.ERRET_DIST_DIR || '.next';
  if (!existsSync(join(process.cwd(), distDir, 'BUILD_ID'))) {
    console.log(`  skipped: run next build first (no ${distDir}/BUILD_ID)`);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'erret-bench-'));
  const port = await sparePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, ERRET_DIST_DIR: distDir, ERRET_DB_PATH: join(dir, 'bench.sqlite'), ERRET_WRITE_LIMIT: '0', NEXT_TELEMETRY_DISABLED: '1' };
  delete env.DATABASE_URL;
  const server = spawn(join('node_modules', '.bin', 'next'), ['start', '-H', '127.0.0.1', '-p', String(port)], { env, stdio: 'ignore', detached: true });
  // The server is in its own process group: stop all of it, even if the benchmark is interrupted.
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  const interrupted = () => {
    stop();
    process.exit(130);
  };
  process.once('exit', stop);
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    await waitUntilUp(`${base}/api/health`, Date.now() + 60_000);
    const body = JSON.stringify({ name: 'Bench deck', author: 'bench', cards: PRECONSTRUCTED[0].cards });
    const created = await fetch(`${base}/api/decks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const { id } = (await created.json()) as { id: string };
    await autocannon({ url: `${base}/api/decks/${id}`, connections: CONNECTIONS, duration: 1, maxOverallRequests: 2_000 }); // warm-up
    // The same server's cheapest route, to tell Next's own overhead from the deck API's.
    await measure(`GET /api/health (baseline)`, { url: `${base}/api/health` });
    await measure(`GET /api/decks/<id>`, { url: `${base}/api/decks/${id}` });
    await measure(`POST /api/decks`, { url: `${base}/api/decks`, method: 'POST', headers: { 'content-type': 'application/json' }, body });
    await measure(`GET /api/deck-codes/<code>`, { url: `${base}/api/deck-codes/BAAAAAAjMBHNsPIE` });
  } finally {
    stop();
    process.off('exit', stop);
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    rmSync(dir, { recursive: true, force: true });
  }
}
