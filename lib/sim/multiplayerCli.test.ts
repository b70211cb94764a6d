import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '../cards';
import { formatMultiplayerJson, parseMultiplayerArgs } from './multiplayerCli';

const decks = PRECONSTRUCTED.flatMap((d) => ['--deck', d.cards.join(',')]);

describe('parseMultiplayerArgs (npm run simulate -- --mode ffa|teams)', () => {
  it('reads the mode, four decks in seat order, the bot, games and seed', () => {
    const r = parseMultiplayerArgs([
      '--mode',
      'teams',
      ...decks,
      '--bot',
      'random',
      '--games',
      '20',
      '--seed',
      '9',
      '--json',
    ]);
    if (!r.ok) throw new Error(r.message);
    expect(r.value.json).toBe(true);
    expect(r.value.options).toMatchObject({ mode: 'teams', bot: 'random', games: 20, seed: 9 });
    expect([...r.value.options.decks.C.cards].sort()).toEqual([...PRECONSTRUCTED[2].cards].sort());
    const defaults = parseMultiplayerArgs(['--mode', 'ffa', ...decks]);
    expect(defaults.ok && defaults.value.options).toMatchObject({ bot: 'greedy', games: 1000, seed: 1 });
  });

  it('says what is wrong and runs nothing', () => {
    const message = (argv: string[]) => {
      const r = parseMultiplayerArgs(argv);
      return r.ok ? 'ok' : r.message;
    };
    expect(message([...decks])).toBe('--mode must be ffa, teams or coop, got ""');
    expect(message(['--mode', 'duo', ...decks])).toBe('--mode must be ffa, teams or coop, got "duo"');
    expect(message(['--mode', 'ffa', ...decks.slice(0, 6)])).toBe(
      '--mode ffa needs 4 --deck (seats A, B, C, D), got 3',
    );
    expect(message(['--mode', 'ffa', ...decks.slice(0, 6), '--deck', 'baron,brute'])).toMatch(/^deck D: bad deck/);
    expect(message(['--mode', 'ffa', ...decks, '--games', '0'])).toBe('--games must be from 1 to 10000000, got 0');
    expect(message(['--mode', 'ffa', ...decks, '--seed', '1', '--seed', '2'])).toBe('--seed is given twice');
    expect(message(['--mode', 'ffa', ...decks, '--iterations', '3'])).toBe('unknown argument "--iterations"');
  });

  it('prints winsBySeat for Free-For-All and winsByTeam for Team Play', () => {
    const ffa = JSON.parse(
      formatMultiplayerJson({ mode: 'ffa', games: 3, wins: { A: 1, B: 0, C: 2, D: 0 }, capped: 0, avgTurns: 12.5 }, 40),
    );
    expect(ffa).toEqual({
      mode: 'ffa',
      games: 3,
      winsBySeat: { A: 1, B: 0, C: 2, D: 0 },
      capped: 0,
      avgTurns: 12.5,
      gamesPerSecond: 40,
    });
    const teams = JSON.parse(
      formatMultiplayerJson({ mode: 'teams', games: 2, wins: { AC: 2, BD: 0 }, capped: 0, avgTurns: 9 }, 10),
    );
    expect(teams.winsByTeam).toEqual({ AC: 2, BD: 0 });
    expect(teams.winsBySeat).toBeUndefined();
  });
});
