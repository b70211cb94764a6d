// Node only: the command-line side of the runner (scripts/scenarios.ts). Kept out of lib/engine/index.ts
// so that the engine still runs in the browser.
import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runScenarioText, type ScenarioResult } from './run';

/** A path to run, or one that could not be listed, which becomes a FAIL instead of stopping the run. */
export interface ScenarioFile {
  path: string;
  problem?: string;
}

const codeOf = (e: unknown) => (e as NodeJS.ErrnoException).code ?? (e as Error).message;

function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/**
 * The scenario files under the given paths, in argument order, each folder walked in name order with its
 * subfolders. In folders only `.json` files count; a path named on the command line always counts.
 * A file reached twice (named and inside a named folder, or through a link) runs once.
 */
export function collectScenarioFiles(paths: readonly string[]): ScenarioFile[] {
  const out: ScenarioFile[] = [];
  const seen = new Set<string>();
  const add = (file: ScenarioFile) => {
    const key = realPath(file.path);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(file);
    }
  };
  const walk = (dir: string) => {
    const key = `dir:${realPath(dir)}`;
    if (seen.has(key)) return; // a link back to a folder already walked
    seen.add(key);
    let entries: string[];
    try {
      entries = readdirSync(dir).sort();
    } catch (e) {
      out.push({ path: dir, problem: `unreadable folder (${codeOf(e)})` });
      return;
    }
    for (const entry of entries) {
      const child = join(dir, entry);
      let isDir = false;
      try {
        isDir = statSync(child).isDirectory();
      } catch {
        // A dangling link: only a scenario-looking name is worth a FAIL line.
      }
      if (isDir) walk(child);
      else if (entry.endsWith('.json')) add({ path: child });
    }
  };
  for (const path of paths) {
    let isDir = false;
    try {
      isDir = statSync(path).isDirectory();
    } catch {
      // Reported when the file is read.
    }
    if (isDir) walk(path);
    else add({ path });
  }
  return out;
}

/** Runs one scenario file; an unreadable file is a FAIL named by its path. */
export function runScenarioFile(file: ScenarioFile): ScenarioResult {
  if (file.problem) return { name: file.path, pass: false, reason: file.problem };
  let text: string;
  try {
    text = readFileSync(file.path, 'utf8');
  } catch (e) {
    return { name: file.path, pass: false, reason: `unreadable file (${codeOf(e)})` };
  }
  return runScenarioText(text, file.path);
}

/** Line breaks inside a name or a reason would break the one-line-per-scenario output. */
const oneLine = (text: string) => text.replace(/\s*[\r\n\u2028\u2029]+\s*/g, ' ');

/** The output line of one scenario: `PASS <name>` or `FAIL <name>: <reason>`. */
export function formatResult(r: ScenarioResult): string {
  return r.pass ? `PASS ${oneLine(r.name)}` : `FAIL ${oneLine(r.name)}: ${oneLine(r.reason ?? 'failed')}`;
}

/** Runs every scenario under the paths, printing one line each, then the `N passed, N failed` line. */
export function runScenarioPaths(
  paths: readonly string[],
  print: (line: string) => void,
): { passed: number; failed: number } {
  let passed = 0;
  let failed = 0;
  for (const file of collectScenarioFiles(paths)) {
    const r = runScenarioFile(file);
    if (r.pass) passed++;
    else failed++;
    print(formatResult(r));
  }
  print(`${passed} passed, ${failed} failed`);
  return { passed, failed };
}
