import { describe, expect, it } from 'vitest';
import { parseScenarioJson, stripComments } from './json';
import { runScenarioText } from './run';

describe("scenario JSON (docs/scenario-format.md: the format's examples carry // comments)", () => {
  it('reads plain JSON, and JSON after a byte order mark', () => {
    expect(parseScenarioJson('{"a": 1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseScenarioJson('\uFEFF{"a": [1, 2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
  });

  it('reads a file annotated with line and block comments, leaving strings that look like comments alone', () => {
    const text =
      '{\n  "mode": "duel", // whose game\n  /* a block\n  comment */ "url": "http://x//y", "s": "a /* b */ \\" // c"\n}';
    expect(parseScenarioJson(text)).toEqual({
      ok: true,
      value: { mode: 'duel', url: 'http://x//y', s: 'a /* b */ " // c' },
    });
    expect(stripComments('1 /* x\ny */ 2').split('\n')).toHaveLength(2);
  });

  it("keeps the parser's message for text that is not JSON even without comments", () => {
    const r = parseScenarioJson('{"a": 1,, // oops\n}');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toMatch(/JSON|Unexpected|Expected/);
  });

  it("runs a scenario written with the format's comments", () => {
    const text = `{
      "name": "commented", "source": "Rulebook v1.1, Phase 3 – Assault",
      "state": {
        "mode": "duel", // a duel
        "active": "A", "mana": 0,
        "players": {
          "A": {"hand": ["#stronghold", "baron"], "stronghold": "bastion", "lines": {"top": ["zombie"], "bottom": []}},
          "B": {"hand": ["#stronghold", "troll", "ogre", "gnome", "scribe"], "stronghold": "bastion", "lines": {"top": [], "bottom": []}}
        }
      },
      "actions": [{"do": "end-turn"}],  /* Zombie hits the Stronghold: 3 shifts */
      "expect": {"players": {"B": {"hand": ["troll", "ogre", "gnome", "#stronghold", "scribe"], "stronghold": "bastion"}}}
    }`;
    expect(runScenarioText(text, 'commented.json')).toMatchObject({ name: 'commented', pass: true });
  });
});
