// `bench:engine --baseline <rev>`: the default bot's speed here and in a checkout of <rev>,
// measured by the same file (bench/plannerSpeed.ts) in alternate processes, so a busy machine
// slows both columns alike. The checkout goes to a temporary folder outside the repository
// (`git archive`, node_modules linked), and is removed afterwards.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PlannerSpeed } from './plannerSpeed';

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/** `--baseline <rev>` if given, else where this branch left main (the commit before HEAD when HEAD is on main). */
export function baselineRevision(argv: string[]): string {
  const i = argv.indexOf('--baseline');
  if (i >= 0) {
    const rev = argv[i + 1];
    if (!rev || rev.startsWith('--')) throw new Error('--baseline needs a revision (a commit, tag or branch)');
    return git('rev-parse', '--verify', `${rev}^{commit}`);
  }
  const head = git('rev-parse', 'HEAD');
  let base = head;
  try {
    base = git('merge-base', 'HEAD', 'main');
  } catch {
    // No main branch here: compare with the commit before.
  }
  return base === head ? git('rev-parse', 'HEAD^') : base;
}

async function bundle(root: string, outfile: string): Promise<void> {
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: [join(root, 'bench', 'plannerSpeed.ts')],
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    logLevel: 'error',
  });
}

function measure(file: string, games: number): PlannerSpeed {
  const r = spawnSync(process.execPath, [file], {
    encoding: 'utf8',
    env: { ...process.env, ERRET_PLANNER_SPEED_GAMES: String(games) },
  });
  if (r.status !== 0) throw new Error(`${file} failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').at(-1)!) as PlannerSpeed;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/** Prints the baseline's and this tree's figures side by side (medians of `rounds` alternate runs each). */
export async function compareWithBaseline(argv: string[], rounds = 3, games = 60): Promise<void> {
  const rev = baselineRevision(argv);
  const dir = mkdtempSync(join(tmpdir(), 'erret-baseline-'));
  try {
    const tree = join(dir, 'tree');
    mkdirSync(tree);
    const tar = spawnSync('git', ['archive', '--format=tar', rev], { maxBuffer: 1 << 30 });
    if (tar.status !== 0) throw new Error(`git archive ${rev} failed: ${tar.stderr}`);
    execFileSync('tar', ['-x', '-C', tree], { input: tar.stdout });
    symlinkSync(join(process.cwd(), 'node_modules'), join(tree, 'node_modules'), 'dir');
    // The same measurement on both sides: this tree's file, run against the baseline's code.
    copyFileSync(join(process.cwd(), 'bench', 'plannerSpeed.ts'), join(tree, 'bench', 'plannerSpeed.ts'));
    const files = { base: join(dir, 'base.mjs'), here: join(dir, 'here.mjs') };
    await bundle(tree, files.base);
    await bundle(process.cwd(), files.here);
    const runs: Record<'base' | 'here', PlannerSpeed[]> = { base: [], here: [] };
    for (let r = 0; r < rounds; r++) {
      // Alternate which goes first, so a change in the machine's load falls on both.
      const sides = r % 2 === 0 ? (['base', 'here'] as const) : (['here', 'base'] as const);
      for (const side of sides) runs[side].push(measure(files[side], games));
    }
    const rows: Array<[string, keyof PlannerSpeed, number]> = [
      ['planner games per CPU second (deck 1, Solo Quick)', 'gamesPerSecond', 1],
      ['µs per planner decision (fixed Solo positions)', 'usPerDecision', 0],
      ['µs per end-of-turn evaluation through apply', 'usPerEvaluation', 1],
    ];
    console.log(
      `  Default bot against ${rev.slice(0, 7)} (medians of ${rounds} alternate runs each, ${games} games a run; CPU time, on a machine that may be busy):`,
    );
    console.log(`    ${''.padEnd(52)} ${'baseline'.padStart(9)} ${'this tree'.padStart(10)}  ratio`);
    for (const [label, key, digits] of rows) {
      const b = median(runs.base.map((x) => x[key]));
      const h = median(runs.here.map((x) => x[key]));
      console.log(
        `    ${label.padEnd(52)} ${b.toFixed(digits).padStart(9)} ${h.toFixed(digits).padStart(10)}  ${(h / b).toFixed(2)}×`,
      );
    }
    const each = (side: 'base' | 'here') => runs[side].map((x) => x.gamesPerSecond.toFixed(1)).join(', ');
    console.log(`    games per CPU second, run by run: baseline ${each('base')}; this tree ${each('here')}`);
    const same = runs.base[0].wins === runs.here[0].wins;
    console.log(
      `    wins in those ${games} games: ${runs.base[0].wins} and ${runs.here[0].wins}${same ? '' : ' — the two planners do not play alike'}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
