// Starts the production build for a benchmark on a spare loopback port, and stops all of it
// afterwards (the server runs in its own process group), even when the run is interrupted.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface BenchServer {
  base: string;
  distDir: string;
  stop: () => void;
}

export function builtDistDir(): string | null {
  const distDir = process.env.ERRET_DIST_DIR || '.next';
  return existsSync(join(process.cwd(), distDir, 'BUILD_ID')) ? distDir : null;
}

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

/** The production server (scripts/serve.ts) of `distDir`; an `undefined` in `extraEnv` removes that variable. Resolves once /api/health answers. */
export async function startServer(
  distDir: string,
  extraEnv: Record<string, string | undefined> = {},
): Promise<BenchServer> {
  // A machine shared between several checkouts gives each its own port (ERRET_BENCH_PORT); otherwise any free one.
  const port = Number(process.env.ERRET_BENCH_PORT) || (await sparePort());
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, ERRET_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' };
  for (const [key, value] of Object.entries(extraEnv)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  const server = spawn(process.execPath, ['--import', 'tsx', join('scripts', 'serve.ts')], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
    detached: true,
  });
  const kill = () => {
    try {
      if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const interrupted = () => {
    kill();
    process.exit(130);
  };
  process.once('exit', kill);
  process.once('SIGINT', interrupted);
  const stop = () => {
    kill();
    process.off('exit', kill);
    process.off('SIGINT', interrupted);
  };
  try {
    await waitUntilUp(`${base}/api/health`, Date.now() + 60_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, distDir, stop };
}
