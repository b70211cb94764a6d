// Runs rule scenarios (docs/scenario-format.md): PASS/FAIL per scenario, a summary line, exit 1 on failure.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runScenarioText } from '../lib/engine/scenario/run';

function collect(path: string, out: string[]): void {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    out.push(path);
    return;
  }
  if (stat.isDirectory()) {
    for (const entry of readdirSync(path).sort()) {
      const child = join(path, entry);
      if (entry.endsWith('.json') || statSync(child).isDirectory()) collect(child, out);
    }
  } else out.push(path);
}

const args = process.argv.slice(2).filter((a) => a !== '--');
const files: string[] = [];
for (const arg of args.length ? args : ['scenarios']) collect(arg, files);
let passed = 0;
let failed = 0;
for (const file of files) {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    console.log(`FAIL ${file}: unreadable file (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    failed++;
    continue;
  }
  const r = runScenarioText(text, file);
  if (r.pass) { passed++; console.log(`PASS ${r.name}`); }
  else { failed++; console.log(`FAIL ${r.name}: ${r.reason}`); }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
