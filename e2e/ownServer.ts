import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/**
 * A production server of a spec's own (outside Playwright's webServer), for specs that stop and
 * start it again on the same database. It runs in its own process group so that stopping it
 * takes its workers too.
 */
export async function startOwnServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join('scripts', 'serve.ts')], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer /api/health in 60 s');
}

export async function stopOwnServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}
