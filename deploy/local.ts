// npm run deploy:local — the deploy recipe on this machine: two app processes (or
// ERRET_DEPLOY_PROCESSES) on one PostgreSQL, behind Debian's nginx with deploy/nginx.conf. Every
// file nginx writes (config, cache, logs) lives in a temporary folder; no system service is
// touched. Stops everything on Ctrl-C or SIGTERM.
//
// DATABASE_URL names the PostgreSQL (default: the throw-away one of scripts/pg-start.sh);
// ERRET_DEPLOY_PORT is nginx's port (default 8080), ERRET_DEPLOY_APP_PORT the first app
// process's (default 3010, the next ones follow); the build is ERRET_DIST_DIR (default .next).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Recipe {
  /** nginx's address: the site. */
  base: string;
  /** Each app process's own address, for checks that go around nginx. */
  processes: string[];
  stop: () => void;
}

export interface RecipeOptions {
  databaseUrl: string;
  nginxPort: number;
  appPorts: number[];
  distDir?: string;
  env?: Record<string, string>;
}

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path)) ?? null;

/** The nginx config of deploy/nginx.conf for these ports, writing under `dir`. */
export function nginxConfig(dir: string, nginxPort: number, appPorts: number[]): string {
  const template = readFileSync(join(process.cwd(), 'deploy', 'nginx.conf'), 'utf8');
  return template
    .replaceAll('{{DIR}}', dir)
    .replaceAll('{{LISTEN}}', `127.0.0.1:${nginxPort}`)
    .replaceAll('{{UPSTREAMS}}', appPorts.map((port) => `    server 127.0.0.1:${port};`).join('\n'));
}

async function waitFor(url: string, deadline: number, alive: () => boolean): Promise<void> {
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`a process of the recipe exited before ${url} answered`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in time`);
}

/** Starts the app processes and nginx; resolves once /api/health answers through nginx. */
export async function startRecipe({
  databaseUrl,
  nginxPort,
  appPorts,
  distDir = process.env.ERRET_DIST_DIR || '.next',
  env = {},
}: RecipeOptions): Promise<Recipe> {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install -y nginx)');
  const dir = mkdtempSync(join(tmpdir(), 'erret-deploy-'));
  // nginx's workers run as an unprivileged user when it is started as root: they must reach the cache.
  chmodSync(dir, 0o755);
  // In this process's group: whoever stops the group (Ctrl-C, a test runner) stops them all, even if this process cannot clean up.
  const children: ChildProcess[] = [];
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (const port of appPorts) {
      children.push(
        spawn(process.execPath, ['--import', 'tsx', join('scripts', 'serve.ts')], {
          env: {
            ...process.env,
            ...env,
            DATABASE_URL: databaseUrl,
            ERRET_DIST_DIR: distDir,
            PORT: String(port),
            HOST: '127.0.0.1',
            NEXT_TELEMETRY_DISABLED: '1',
            // nginx appends the visitor's address to X-Forwarded-For, and it is the edge cache.
            ERRET_TRUST_PROXY: '1',
            ERRET_SHARED_CACHE_MB: '0',
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        }),
      );
    }
    writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, nginxPort, appPorts));
    children.push(
      spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
    const alive = () => children.every((child) => child.exitCode === null);
    const deadline = Date.now() + 120_000;
    for (const port of appPorts) await waitFor(`http://127.0.0.1:${port}/api/health`, deadline, alive);
    const base = `http://127.0.0.1:${nginxPort}`;
    await waitFor(`${base}/api/health`, deadline, alive);
    return { base, processes: appPorts.map((port) => `http://127.0.0.1:${port}`), stop };
  } catch (error) {
    stop();
    throw error;
  }
}

async function main() {
  const distDir = process.env.ERRET_DIST_DIR || '.next';
  if (!existsSync(join(distDir, 'BUILD_ID')))
    execFileSync('npx', ['next', 'build'], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  const databaseUrl =
    process.env.DATABASE_URL || execFileSync('bash', [join('scripts', 'pg-start.sh')], { encoding: 'utf8' }).trim();
  const count = Number(process.env.ERRET_DEPLOY_PROCESSES || 2);
  const first = Number(process.env.ERRET_DEPLOY_APP_PORT || 3010);
  const recipe = await startRecipe({
    databaseUrl,
    distDir,
    nginxPort: Number(process.env.ERRET_DEPLOY_PORT || 8080),
    appPorts: Array.from({ length: count }, (_, i) => first + i),
  });
  console.log(
    `Erret is ready on ${recipe.base} (nginx in front of ${recipe.processes.join(', ')}, PostgreSQL ${databaseUrl.replace(/\/\/[^@]*@/, '//')})`,
  );
  const quit = () => {
    recipe.stop();
    process.exit(0);
  };
  process.on('SIGINT', quit);
  process.on('SIGTERM', quit);
}

if (process.argv[1]?.endsWith(join('deploy', 'local.ts'))) void main();
