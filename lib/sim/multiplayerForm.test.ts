import { describe, expect, it } from 'vitest';
import { parseMultiplayerArgs } from './multiplayerCli';
import { defaultMultiplayerValues, readMultiplayerForm } from './multiplayerForm';

describe('the /simulate four-seat form', () => {
  it('asks for exactly the run the command line would (same decks, bot, games and seed)', () => {
    const v = { ...defaultMultiplayerValues(), mode: 'teams' as const, games: '300', seed: '42', bot: 'planner' as const };
    const form = readMultiplayerForm(v);
    const cli = parseMultiplayerArgs(['--mode', 'teams', ...v.decks.flatMap((d) => ['--deck', d]), '--bot', 'planner', '--games', '300', '--seed', '42']);
    if (!form.ok || !cli.ok) throw new Error('both should read');
    expect(form.options).toEqual(cli.value.options);
  });

  it('Co-op reads the decks of seats 1 and 3 only, as `--mode coop --deck <A> --deck <C>` does', () => {
    const v = { ...defaultMultiplayerValues(), mode: 'coop' as const, decks: ['x', '', 'y', ''] as [string, string, string, string] };
    const good = { ...v, decks: [defaultMultiplayerValues().decks[0], 'ignored', defaultMultiplayerValues().decks[2], 'ignored'] as [string, string, string, string] };
    const form = readMultiplayerForm(good);
    const cli = parseMultiplayerArgs(['--mode', 'coop', '--deck', good.decks[0], '--deck', good.decks[2], '--games', '200', '--seed', '1']);
    if (!form.ok || !cli.ok) throw new Error('both should read');
    expect(form.options).toEqual(cli.value.options);
    const bad = readMultiplayerForm(v);
    expect(!bad.ok && Object.keys(bad.errors).sort()).toEqual(['deckA', 'deckC']);
  });

  it('names each wrong field and runs nothing', () => {
    const v = defaultMultiplayerValues();
    const r = readMultiplayerForm({ ...v, decks: [v.decks[0], v.decks[1], 'not-a-deck', v.decks[3]], games: '5', seed: '-1' });
    expect(r.ok).toBe(false);
    expect(!r.ok && Object.keys(r.errors).sort()).toEqual(['deckC', 'games', 'seed']);
    expect(!r.ok && r.errors.deckC!.length).toBeGreaterThan(5);
  });
});
