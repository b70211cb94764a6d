import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { randomInt, seedState } from '../rng';
import { runScenario } from './run';

const source = 'docs/scenario-format.md: unreadable or invalid files fail with a reason, never crash the run';
const dir = join(__dirname, '../../../scenarios/public');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
const ODD: unknown[] = [null, -1, 1.5, 'x', [], {}, true, [null], { card: 7 }, '#stronghold', 1e9];

/** Replaces one random value somewhere in the scenario with an odd one. */
function mutate(value: unknown, rng: number): [unknown, number] {
  const copy = structuredClone(value) as Record<string, unknown>;
  const paths: Array<[Record<string, unknown> | unknown[], string | number]> = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v))
      v.forEach((x, i) => {
        paths.push([v, i]);
        walk(x);
      });
    else if (v && typeof v === 'object')
      for (const k of Object.keys(v)) {
        paths.push([v as Record<string, unknown>, k]);
        walk((v as Record<string, unknown>)[k]);
      }
  };
  walk(copy);
  let [i, r] = randomInt(rng, paths.length);
  const [holder, key] = paths[i];
  [i, r] = randomInt(r, ODD.length + 1);
  if (i === ODD.length) {
    if (Array.isArray(holder)) holder.splice(key as number, 1);
    else delete holder[key as string];
  } else (holder as Record<string, unknown>)[key as string] = structuredClone(ODD[i]);
  return [copy, r];
}

describe(`scenario runner robustness (${source})`, () => {
  it('every public scenario passes', () => {
    for (const f of files) expect(runScenario(f)).toMatchObject({ pass: true });
  });

  it('thousands of corrupted scenarios give PASS or FAIL with a reason, never an exception', () => {
    let rng = seedState(2024);
    let failed = 0;
    for (let n = 0; n < 3000; n++) {
      let scenario: unknown = files[n % files.length];
      for (let k = 0; k <= n % 3; k++) [scenario, rng] = mutate(scenario, rng);
      const r = runScenario(scenario, 'mutant');
      expect(typeof r.pass).toBe('boolean');
      if (!r.pass) {
        failed++;
        expect(r.reason).toBeTruthy();
        expect(r.reason).not.toMatch(/^engine error/);
      }
    }
    expect(failed).toBeGreaterThan(1000);
  });
});
