import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '../cards';
import { encodeDeck } from '../decks';
import { optimizeDeck, SCREEN_BUDGET } from './optimize';
import { formatOptimizeReport, parseOptimizeArgs } from './optimizeCli';

const root = join(__dirname, '..', '..');
const code = encodeDeck(PRECONSTRUCTED[0].cards);

function optimize(args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'optimize.ts'), ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 240_000,
  });
}

describe('parseOptimizeArgs', () => {
  it('reads a deck code or slugs, with the default bot, 100 games and seed 1', () => {
    const r = parseOptimizeArgs(['--deck', PRECONSTRUCTED[0].cards.join(',')]);
    expect(r.ok && r.value.options).toMatchObject({ bot: 'planner', games: 100, seed: 1, opponent: 'solo-quick' });
    expect(r.ok && encodeDeck(r.value.options.deck)).toBe(code);
  });

  it('refuses bad input with a message', () => {
    const message = (argv: string[]) => {
      const r = parseOptimizeArgs(argv);
      return r.ok ? '' : r.message;
    };
    expect(message([])).toMatch(/--deck is required/);
    expect(message(['--deck', code, '--games', '5'])).toMatch(/--games must be from 10 to 10000/);
    expect(message(['--deck', code, '--bot', 'clever'])).toMatch(/--bot must be one of/);
    expect(message(['--deck', code, '--pool', 'x'])).toMatch(/unknown argument "--pool"/);
  });
});

describe('npm run optimize (scripts/optimize.ts)', () => {
  it('--json prints one line with the race figures and the same suggestions as optimizeDeck', async () => {
    const args = ['--deck', code, '--bot', 'random', '--games', '12', '--seed', '4', '--json'];
    const r = optimize(args);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const out = JSON.parse(lines[0]);
    const parsed = parseOptimizeArgs(args);
    if (!parsed.ok) throw new Error(parsed.message);
    const expected = await optimizeDeck(parsed.value.options);
    expect(out).toMatchObject({
      tested: expected.tested,
      gamesPlayed: expected.gamesPlayed,
      exhaustiveGames: expected.tested * 12,
      baseline: expected.baseline,
      screenedGames: expected.screenedGames,
      confirmedGames: expected.confirmedGames,
      bot: 'random',
      screenBot: 'random',
    });
    expect(out.screenedGames).toBeLessThanOrEqual(SCREEN_BUDGET * out.exhaustiveGames);
    expect(out.gamesPlayed).toBe(out.screenedGames + out.confirmedGames);
    expect(out.suggestions).toEqual(
      expected.suggestions.map((s) => ({
        out: s.out,
        in: s.in,
        gain: s.gain,
        gainCi95: s.gainCi95,
        winRate: s.winRate,
        ci95: s.ci95,
        clear: s.clear,
        code: s.code,
      })),
    );
    expect(formatOptimizeReport(expected)).toMatch(/no swap is a clear gain|swap out /);
  }, 300_000);

  it('bad arguments: a message on stderr, exit code 2, nothing on stdout', () => {
    const r = optimize(['--deck', 'baron,brute']);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/optimize: bad deck/);
    expect(r.stderr).toMatch(/usage: npm run optimize/);
  });
});
