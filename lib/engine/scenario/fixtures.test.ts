import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenarioPaths } from './files';

const source =
  'docs/scenario-format.md: a file the runner cannot read, an unknown card or an impossible position is a FAIL with a clear reason';
const dir = join(__dirname, 'fixtures-failing');
const passing = join(__dirname, '../../../scenarios/format');

/** Why each fixture must fail, by file name. */
const REASONS: Record<string, RegExp> = {
  'f01-truncated.json': /f01-truncated\.json: invalid JSON: /,
  'f02-empty.json': /f02-empty\.json: invalid JSON: /,
  'f03-array.json': /f03-array\.json: a scenario must be a JSON object/,
  'f04-string.json': /f04-string\.json: a scenario must be a JSON object/,
  'f05-newline-in-json-error.json': /f05-newline-in-json-error\.json: invalid JSON: /,
  'f06-no-state.json': /^FAIL fixture: no state: the scenario has no state$/,
  'f07-name-with-newline.json': /^FAIL fixture: a name over two lines: mana: expected 4, got 5$/,
  'f10-unknown-card-hand.json': /A\.hand\[1\]: unknown card "no-such-card"/,
  'f11-unknown-card-ai-deck.json': /B\.deck\[1\]: unknown card "nobody"/,
  'f12-unknown-host.json': /A\.lines\.top\[0\]\.host: unknown card "ghost"/,
  'f13-unknown-champion.json': /A\.champion: unknown card "nobody"/,
  'f20-no-stronghold.json': /impossible position: A's hand holds 0 Strongholds/,
  'f21-two-strongholds.json': /impossible position: A's hand holds 2 Strongholds/,
  'f22-same-card-hand-and-line.json': /impossible position: A has "baron" twice/,
  'f23-same-card-ai-deck-and-discard.json': /impossible position: B has "baron" twice/,
  'f24-nine-cards.json': /impossible position: A has 9 cards besides the Stronghold/,
  'f25-negative-damage.json': /impossible position: negative A\.lines\.top\[0\]\.damage/,
  'f26-negative-mana.json': /impossible position: negative mana/,
  'f27-unknown-ability-inline.json': /card "Odd One": unknown ability "flying"/,
  'f28-unknown-ability-ai-config.json': /impossible position: unknown ability "teleport"/,
  'f29-champion-also-in-hand.json': /impossible position: A has "martyr" twice: as its Champion/,
  'f30-champion-mismatch.json': /A's Champion is "martyr" but the Creature marked as its Champion in play is "baron"/,
  'f31-champion-in-play-nowhere.json': /A's Champion is in play but on no line/,
  'f32-damage-at-hp.json': /A\.lines\.top\[0\] has 5 Damage for 5 HP/,
  'f33-incantation-in-line.json': /A\.lines\.top\[0\] is an Incantation in play/,
  'f34-ai-with-hand.json': /the Solo AI has no hand/,
  'f35-phase-assault.json': /only "summoning" is a legal starting phase/,
  'f36-fixed-mana-eleven.json': /fixedMana must be 6 to 10/,
  'f37-mana-per-creature-three.json': /manaPerCreature must be 1 or 2/,
  'f38-active-c.json': /state\.active must be A or B/,
  'f39-missing-player-b.json': /state\.players\.B is missing/,
  'f40-inline-incantation-with-health.json': /an Incantation's health must be null or 0/,
  'f50-expected-error-accepted.json': /expected error "not-enough-mana", but the last action was accepted/,
  'f51-wrong-error-code.json': /expected error "not-enough-mana", got bad-line/,
  'f52-refused-without-expectation.json': /last action refused \(bad-line: /,
  'f53-refused-before-last.json': /action 1 refused \(bad-line: /,
  'f54-hand-order-differs.json':
    /players\.A\.hand: expected \["#stronghold","zombie","baron"\], got \["#stronghold","baron","zombie"\]/,
  'f55-unknown-action.json': /actions\[0\]: unknown action "attack"/,
  'f56-unknown-expect-key.json': /events: unknown expectation key/,
  'f57-card-not-in-hand.json': /actions\[0\]\.card: unknown card "no-such-card"/,
  'f58-creature-key-differs.json': /players\.A\.lines\.top\[0\]\.damage: expected 1, got 2/,
  'f59-ai-has-no-hand-expectation.json': /players\.B\.hand: this player has no hand/,
  'f60-nested-fail.json': /^FAIL fixture: nested failing scenario: turn: expected 99, got 3$/,
};

function run(paths: string[]) {
  const lines: string[] = [];
  const totals = runScenarioPaths(paths, (l) => lines.push(l));
  return { lines, ...totals };
}

describe(`failing scenario files (${source})`, () => {
  it('gives each fixture one FAIL line with its reason, in file order, and the summary', () => {
    const files = [
      ...readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort(),
      'f60-nested-fail.json',
    ];
    expect(files.sort()).toEqual(Object.keys(REASONS).sort());
    const r = run([dir]);
    expect(r.lines).toHaveLength(files.length + 1);
    expect(r.lines.at(-1)).toBe(`0 passed, ${files.length} failed`);
    Object.values(REASONS).forEach((reason, i) => {
      expect(r.lines[i]).toMatch(/^FAIL /);
      expect(r.lines[i]).toMatch(reason);
      expect(r.lines[i]).not.toMatch(/engine error/);
    });
  });

  it('runs a mix of files and folders in argument order, each file once', () => {
    const r = run([
      join(dir, 'f02-empty.json'),
      join(passing, 'nested'),
      join(dir, 'nested'),
      join(dir, 'f02-empty.json'),
    ]);
    expect(r.lines).toEqual([
      expect.stringMatching(/^FAIL .*f02-empty\.json: invalid JSON/),
      'PASS runner: a scenario two folders down is found when its parent folder is named',
      'FAIL fixture: nested failing scenario: turn: expected 99, got 3',
      '1 passed, 2 failed',
    ]);
  });

  it("passes every scenario of the runner's own folder", () => {
    const r = run([passing]);
    expect(r.failed).toBe(0);
    expect(r.passed).toBeGreaterThanOrEqual(39);
  });
});
