import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectScenarioFiles, formatResult, runScenarioPaths } from './files';

const source =
  'docs/scenario-format.md: one line per scenario, a summary line; an unreadable file is a FAIL, never a crash';
const ok = (name: string) =>
  JSON.stringify({
    name,
    state: {
      mode: 'duel',
      active: 'A',
      mana: 0,
      players: { A: { hand: ['#stronghold'] }, B: { hand: ['#stronghold'] } },
    },
    actions: [],
    expect: { active: 'A' },
  });

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'scenario-files-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function run(paths: string[]) {
  const lines: string[] = [];
  const totals = runScenarioPaths(paths, (l) => lines.push(l));
  return { lines, ...totals };
}

describe(`scenario files (${source})`, () => {
  it('walks folders in name order, nested, keeping only .json files there', () => {
    mkdirSync(join(dir, 'b/deeper'), { recursive: true });
    writeFileSync(join(dir, 'b/deeper/z.json'), ok('deep'));
    writeFileSync(join(dir, 'b/a.json'), ok('b-a'));
    writeFileSync(join(dir, 'a.json'), ok('top'));
    writeFileSync(join(dir, 'notes.txt'), 'not a scenario');
    expect(run([dir]).lines).toEqual(['PASS top', 'PASS b-a', 'PASS deep', '3 passed, 0 failed']);
  });

  it('reports dangling links, missing paths and unlistable folders as FAIL lines instead of throwing', () => {
    writeFileSync(join(dir, 'good.json'), ok('good'));
    symlinkSync(join(dir, 'nowhere'), join(dir, 'dangling'));
    symlinkSync(join(dir, 'nowhere.json'), join(dir, 'dangling.json'));
    const r = run([dir, join(dir, 'missing.json')]);
    expect(r.lines).toEqual([
      `FAIL ${join(dir, 'dangling.json')}: unreadable file (ENOENT)`,
      'PASS good',
      `FAIL ${join(dir, 'missing.json')}: unreadable file (ENOENT)`,
      '1 passed, 2 failed',
    ]);
    expect(r.failed).toBe(2);
  });

  it('runs a file once when it is reached twice, and survives a link back to its own folder', () => {
    mkdirSync(join(dir, 'sub'));
    writeFileSync(join(dir, 'sub/x.json'), ok('x'));
    symlinkSync(dir, join(dir, 'sub/loop'));
    expect(collectScenarioFiles([join(dir, 'sub/x.json'), dir]).map((f) => f.path)).toEqual([join(dir, 'sub/x.json')]);
  });

  it('keeps each result on one line, whatever the name or the JSON error says', () => {
    writeFileSync(join(dir, 'bad.json'), 'nope\nmore\n');
    writeFileSync(join(dir, 'named.json'), ok('two\nlines'));
    const r = run([dir]);
    expect(r.lines).toHaveLength(3);
    expect(r.lines[0]).toMatch(/^FAIL .*bad\.json: invalid JSON: [^\n]+$/);
    expect(r.lines[1]).toBe('PASS two lines');
    expect(formatResult({ name: 'n', pass: false, reason: 'a\r\n  b' })).toBe('FAIL n: a b');
  });
});
