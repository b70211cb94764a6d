import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { simulateGames } from './simulate';
import { parseSimulateArgs } from './cli';

const root = join(__dirname, '..', '..');

function simulate(args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'simulate.ts'), ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('npm run simulate (scripts/simulate.ts)', () => {
  it('--json prints exactly one line with the same wins as simulateGames', () => {
    const args = ['--deck', 'BAAAAAAjMBHNsPIE', '--bot', 'random', '--games', '200', '--seed', '12', '--json'];
    const r = simulate(args);
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const out = JSON.parse(lines[0]);
    const parsed = parseSimulateArgs(args);
    if (!parsed.ok) throw new Error(parsed.message);
    const expected = simulateGames(parsed.value.options);
    expect(out).toMatchObject({
      games: 200,
      wins: expected.wins,
      losses: expected.losses,
      winRate: expected.winRate,
      ci95: expected.ci95,
      avgTurns: expected.avgTurns,
    });
    expect(out.gamesPerSecond).toBeGreaterThan(0);
  });

  it('bad arguments: a clear message on stderr, exit code 2, nothing on stdout', () => {
    const r = simulate(['--deck', 'baron,brute', '--games', '10']);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/simulate: bad deck: A deck needs exactly 8 cards/);
    expect(r.stderr).toMatch(/usage: npm run simulate/);
  });
});
