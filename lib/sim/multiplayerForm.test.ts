import { describe, expect, it } from 'vitest';
import { parseMultiplayerArgs } from './multiplayerCli';
import { defaultMultiplayerValues, readMultiplayerForm } from './multiplayerForm';

describe('the /simulate four-seat form', () => {
  it('asks for exactly the run the command line would (same decks, bot, games and seed)', () => {
    const v = {
      ...defaultMultiplayerValues(),
      mode: 'teams' as const,
      games: '300',
      seed: '42',
      bot: 'planner' as const,
    };
    const form = readMultiplayerForm(v);
    const cli = parseMultiplayerArgs([
      '--mode',
      'teams',
      ...v.decks.flatMap((d) => ['--deck', d]),
      '--bot',
      'planner',
      '--games',
      '300',
      '--seed',
      '42',
    ]);
    if (!form.ok || !cli.ok) throw new Error('both should read');
    expect(form.options).toEqual(cli.value.options);
  });

  it('Co-op reads the decks of seats 1 and 3 only, as `--mode coop --deck <A> --deck <C>` does', () => {
    const v = {
      ...defaultMultiplayerValues(),
      mode: 'coop' as const,
      decks: ['x', '', 'y', ''] as [string, string, string, string],
    };
    const good = {
      ...v,
      decks: [defaultMultiplayerValues().decks[0], 'ignored', defaultMultiplayerValues().decks[2], 'ignored'] as [
        string,
        string,
        string,
        string,
      ],
    };
    const form = readMultiplayerForm(good);
    const cli = parseMultiplayerArgs([
      '--mode',
      'coop',
      '--deck',
      good.decks[0],
      '--deck',
      good.decks[2],
      '--games',
      '200',
      '--seed',
      '1',
    ]);
    if (!form.ok || !cli.ok) throw new Error('both should read');
    expect(form.options).toEqual(cli.value.options);
    const bad = readMultiplayerForm(v);
    expect(!bad.ok && Object.keys(bad.errors).sort()).toEqual(['deckA', 'deckC']);
  });

  it('names each wrong field and runs nothing', () => {
    const v = defaultMultiplayerValues();
    const r = readMultiplayerForm({
      ...v,
      decks: [v.decks[0], v.decks[1], 'not-a-deck', v.decks[3]],
      games: '5',
      seed: '-1',
    });
    expect(r.ok).toBe(false);
    expect(!r.ok && Object.keys(r.errors).sort()).toEqual(['deckC', 'games', 'seed']);
    expect(!r.ok && r.errors.deckC!.length).toBeGreaterThan(5);
  });

  it('Co-op with Custom Play gives both AIs the settings, as `--vs solo-custom:<JSON>` does (R43: one level for the table)', () => {
    const d = defaultMultiplayerValues();
    const custom = { ...d.custom, level: '3', aiFirst: false, resistance: true, fixedMana: '7' };
    const form = readMultiplayerForm({ ...d, mode: 'coop', aiPlay: 'solo-custom', custom });
    const settings = { level: 3, resistance: true, fixedMana: 7 };
    const cli = parseMultiplayerArgs([
      '--mode',
      'coop',
      '--deck',
      d.decks[0],
      '--deck',
      d.decks[2],
      '--vs',
      `solo-custom:${JSON.stringify(settings)}`,
      '--games',
      '200',
      '--seed',
      '1',
    ]);
    if (!form.ok || !cli.ok) throw new Error('both should read');
    expect(form.options).toEqual(cli.value.options);
    expect(form.ok && form.options.mode === 'coop' && form.options.soloConfig).toEqual(settings);
  });

  it('refuses Custom Play settings that do not spend exactly the level, and runs nothing', () => {
    const d = defaultMultiplayerValues();
    const r = readMultiplayerForm({ ...d, mode: 'coop', aiPlay: 'solo-custom', custom: { ...d.custom, level: '4' } });
    expect(r.ok).toBe(false);
    expect(!r.ok && Object.keys(r.errors)).toEqual(['custom']);
    expect(!r.ok && r.errors.custom).toMatch(/spend 1 points; level 4/);
  });

  it('reads Custom Play only in Co-op: the other modes have no Solo AI', () => {
    const d = defaultMultiplayerValues();
    const r = readMultiplayerForm({ ...d, mode: 'ffa', aiPlay: 'solo-custom', custom: { ...d.custom, level: '4' } });
    expect(r.ok && r.options.mode).toBe('ffa');
    expect(r.ok && 'soloConfig' in r.options).toBe(false);
  });
});
