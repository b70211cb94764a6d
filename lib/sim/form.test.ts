import { describe, expect, it } from 'vitest';
import { parseSimulateArgs, simulateCommand } from './cli';
import { defaultFormValues, readSimulateForm } from './form';

describe('readSimulateForm', () => {
  it('turns the default form into a run equal to its command line', () => {
    const r = readSimulateForm(defaultFormValues());
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.request.options).toMatchObject({ opponent: 'solo-quick', bot: 'planner', games: 1000, seed: 1 });
    const words = simulateCommand(r.request).split(' ').slice(4);
    const cli = parseSimulateArgs(words);
    expect(cli.ok && cli.value.options).toEqual(r.request.options);
  });

  it('reads Custom Play settings and checks their points against the level', () => {
    const v = {
      ...defaultFormValues(),
      opponent: 'solo-custom' as const,
      level: '4',
      fixedMana: '8',
      aiFirst: true,
      abilities: ['rage' as const],
    };
    const r = readSimulateForm(v);
    expect(r.ok && r.request.options.opponent).toEqual({
      soloConfig: { level: 4, fixedMana: 8, aiFirst: true, abilities: ['rage'] },
    });
    const bad = readSimulateForm({ ...v, level: '5' });
    expect(!bad.ok && bad.errors.custom).toMatch(/spend 4 points; level 5/);
  });

  it('reports every wrong field at once and accepts nothing', () => {
    const r = readSimulateForm({ ...defaultFormValues('BAAAAAAjMBHNsPIX'), games: '99', seed: '-3' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.deck).toMatch(/checksum/);
    expect(r.errors.games).toBeDefined();
    expect(r.errors.seed).toBeDefined();
    expect(readSimulateForm({ ...defaultFormValues(), games: '100001' }).ok).toBe(false);
    expect(readSimulateForm({ ...defaultFormValues(), games: '100 000' }).ok).toBe(true);
  });
});
