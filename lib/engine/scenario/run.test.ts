import { describe, expect, it } from 'vitest';
import { runScenario, runScenarioText } from './run';

const source = 'docs/scenario-format.md · The expectation';
const players = {
  A: { hand: ['#stronghold', 'zombie', 'baron'], stronghold: 'bastion', lines: { top: ['brute'], bottom: [] } },
  B: { hand: ['#stronghold', 'ogre', 'troll'], stronghold: 'bastion', lines: { top: [], bottom: [] } },
};
const scenario = (actions: unknown[], expect: unknown) => ({
  name: 't',
  state: { mode: 'duel', active: 'A', mana: 3, players },
  actions,
  expect,
});

describe(`scenario runner (${source})`, () => {
  it('passes when the partial expectation matches and reports each difference otherwise', () => {
    expect(
      runScenario(
        scenario([{ do: 'end-turn' }], {
          winner: null,
          active: 'B',
          players: { B: { stronghold: 'fort', hand: ['#stronghold', 'ogre', 'troll'] } },
        }),
      ).pass,
    ).toBe(true);
    const r = runScenario(scenario([{ do: 'end-turn' }], { active: 'A', players: { B: { stronghold: 'bastion' } } }));
    expect(r.pass).toBe(false);
    expect(r.reason).toMatch(/active: expected "A", got "B"/);
    expect(r.reason).toMatch(/players.B.stronghold: expected "bastion", got "fort"/);
  });

  it('checks errors: the code, and the position before the refused action', () => {
    expect(
      runScenario(scenario([{ do: 'play', card: 'baron', line: 'middle' }], { error: 'bad-line', mana: 3 })).pass,
    ).toBe(true);
    expect(
      runScenario(scenario([{ do: 'play', card: 'baron', line: 'middle' }], { error: 'not-enough-mana' })).reason,
    ).toMatch(/got bad-line/);
    expect(runScenario(scenario([{ do: 'play', card: 'zombie', line: 'top' }], { error: 'bad-line' })).reason).toMatch(
      /accepted/,
    );
    expect(
      runScenario(scenario([{ do: 'play', card: 'zombie', line: 'middle' }, { do: 'end-turn' }], {})).reason,
    ).toMatch(/action 1 refused/);
  });

  it('compares Creature objects on the keys they name only', () => {
    const s = scenario([{ do: 'play', card: 'zombie', line: 'top' }], {
      players: { A: { lines: { top: ['brute', { card: 'zombie', new: true }] } } },
    });
    expect(runScenario(s).pass).toBe(true);
    const wrong = scenario([{ do: 'play', card: 'zombie', line: 'top' }], {
      players: { A: { lines: { top: ['brute', { card: 'zombie', new: false }] } } },
    });
    expect(runScenario(wrong).reason).toMatch(/top\[1\]\.new/);
  });

  it('fails unreadable input with a reason instead of throwing', () => {
    expect(runScenarioText('{ nope', 'f.json').reason).toMatch(/invalid JSON/);
    expect(
      runScenarioText(`\uFEFF${JSON.stringify(scenario([{ do: 'end-turn' }], { active: 'B' }))}`, 'bom.json').pass,
    ).toBe(true);
    expect(runScenario(42).reason).toMatch(/JSON object/);
    expect(runScenario({ name: 'n', state: { players: {} } }).reason).toMatch(/missing/);
  });
});
