import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own lint configuration, run on fixture sources placed at the paths they name.
const eslint = new ESLint();

async function refusals(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const use = (from: string) => `import * as engine from '${from}';\nexport const used = engine;\n`;

describe('the engine is reached through its public entry only (lint: no-restricted-imports)', () => {
  it('refuses a deep import into lib/engine from a bot, the table, a component or a script', async () => {
    expect(await refusals('lib/sim/bots/fixture.ts', use('@/lib/engine/attack'))).toEqual([
      expect.stringContaining('public entry, @/lib/engine'),
    ]);
    expect(await refusals('lib/sim/bots/fixture.ts', use('../../engine/turn'))).toHaveLength(1);
    expect(await refusals('lib/table/fixture.ts', use('../engine/abilities/registry'))).toHaveLength(1);
    expect(await refusals('components/table/TableFixture.tsx', use('@/lib/engine/state'))).toHaveLength(1);
    expect(await refusals('bench/fixture.ts', use('../lib/engine/scenario/files'))).toHaveLength(1);
    expect(await refusals('app/api/fixture/route.ts', use('../../../lib/engine/apply'))).toHaveLength(1);
  });

  it("accepts the public entry everywhere, and the engine's own modules inside it", async () => {
    expect(await refusals('lib/sim/bots/fixture.ts', use('../../engine'))).toEqual([]);
    expect(await refusals('components/table/TableFixture.tsx', use('@/lib/engine'))).toEqual([]);
    expect(await refusals('lib/engine/fixture.ts', use('./abilities/registry'))).toEqual([]);
  });

  it('keeps the test position builders to tests and the file-reading entry to scripts', async () => {
    expect(await refusals('lib/table/fixture.test.ts', use('../engine/testing'))).toEqual([]);
    expect(await refusals('lib/table/fixture.ts', use('../engine/testing'))).toHaveLength(1);
    expect(await refusals('scripts/fixture.ts', use('../lib/engine/node'))).toEqual([]);
    expect(await refusals('lib/table/fixture.ts', use('../engine/node'))).toHaveLength(1);
  });

  it('still keeps React and Next out of lib/, the engine included', async () => {
    expect(await refusals('lib/engine/fixture.ts', use('react'))).toHaveLength(1);
    expect(await refusals('lib/table/fixture.ts', use('next/navigation'))).toHaveLength(1);
  });
});
