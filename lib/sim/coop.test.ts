import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '../cards';
import { createGame, playerOf } from '../engine';
import { coopGameOptions, simulateCoop, type CoopSimOptions } from './coop';
import { playGame } from './game';
import { formatMultiplayerJson, parseMultiplayerArgs, simulateFourSeats } from './multiplayerCli';
import { botOf, gameSeeds } from './simulate';

const [d1, d2, d3] = PRECONSTRUCTED.map((d) => ({ cards: [...d.cards] }));
const base: CoopSimOptions = { mode: 'coop', decks: { A: d1, C: d2 }, bot: 'random', games: 10, seed: 4 };

describe('simulateCoop (Rulebook v1.1 · Multiplayer Modes · Co-op; Rulings R41, R43)', () => {
  it('counts the games the players won together and those the AIs won, game by game as playGame plays them; a seed reproduces the run', () => {
    const r = simulateCoop(base);
    expect(r).toEqual(simulateCoop(base));
    const bot = botOf('random');
    let wins = 0;
    let losses = 0;
    for (let k = 0; k < base.games; k++) {
      const seeds = gameSeeds(base.seed, k);
      const g = playGame(coopGameOptions(base, seeds.game), { A: bot, C: bot }, seeds.bots);
      if (g.winner === 'A' || g.winner === 'C') wins++;
      else if (g.winner) losses++;
    }
    expect([r.wins, r.losses]).toEqual([wins, losses]);
    expect(r.wins + r.losses + r.capped).toBe(base.games);
    expect(simulateCoop({ ...base, seed: 5 })).not.toEqual(r);
  });

  it('two preconstructed decks play the Preconstructed format; other decks a Co-op Draft whose AIs hold the decks closest to neither player', () => {
    expect(coopGameOptions(base, 1)).toMatchObject({
      mode: 'coop',
      format: 'preconstructed',
      decks: { A: 'deck-1', C: 'deck-2' },
    });
    const swapped = { A: { cards: [...d1.cards.slice(0, 7), d3.cards[0]] }, C: d2 };
    const o = coopGameOptions({ decks: swapped }, 1);
    expect(o.format).toBe('draft');
    expect(o.aiDeck).toHaveLength(48);
    const g = createGame(o);
    if (!g.ok) throw new Error(g.error.message);
    expect(playerOf(g.state, 'B').kind).toBe('ai');
  });

  it('Custom Play settings reach both AIs', () => {
    const o = coopGameOptions({ ...base, soloConfig: { level: 3, fixedMana: 9 } }, 2);
    const g = createGame(o);
    if (!g.ok || g.state.mode !== 'coop') throw new Error('no Co-op game');
    expect([g.state.players.B.config.fixedMana, g.state.players.D.config.fixedMana]).toEqual([9, 9]);
  });
});

describe('npm run simulate -- --mode coop', () => {
  const decks = ['--deck', d1.cards.join(','), '--deck', d2.cards.join(',')];

  it("reads two decks (A, C), the AIs' settings, the bot, games and seed; prints mode, games, wins, losses, avgTurns, gamesPerSecond", () => {
    const r = parseMultiplayerArgs([
      '--mode',
      'coop',
      ...decks,
      '--vs',
      'solo-custom:{"level":2,"fixedMana":8}',
      '--bot',
      'random',
      '--games',
      '6',
      '--seed',
      '3',
      '--json',
    ]);
    if (!r.ok) throw new Error(r.message);
    expect(r.value.options).toMatchObject({
      mode: 'coop',
      bot: 'random',
      games: 6,
      seed: 3,
      soloConfig: { level: 2, fixedMana: 8 },
    });
    const result = simulateFourSeats(r.value.options);
    const line = JSON.parse(formatMultiplayerJson(result, 12));
    expect(Object.keys(line)).toEqual(['mode', 'games', 'wins', 'losses', 'capped', 'avgTurns', 'gamesPerSecond']);
    expect(line).toMatchObject({ mode: 'coop', games: 6, gamesPerSecond: 12 });
    expect(JSON.parse(formatMultiplayerJson(simulateFourSeats(r.value.options), 12))).toEqual(line);
  });

  it('says what is wrong and runs nothing', () => {
    const message = (argv: string[]) => {
      const r = parseMultiplayerArgs(argv);
      return r.ok ? 'ok' : r.message;
    };
    expect(message(['--mode', 'coop', ...decks.slice(0, 2)])).toBe(
      '--mode coop needs 2 --deck (players A and C), got 1',
    );
    expect(message(['--mode', 'coop', ...decks, '--vs', `deck:${d3.cards.join(',')}`])).toMatch(
      /^--vs in coop takes solo-quick or solo-custom/,
    );
    expect(message(['--mode', 'coop', ...decks, '--vs', 'solo-custom:{"level":2}'])).toMatch(
      /^bad Custom Play settings/,
    );
    expect(message(['--mode', 'ffa', ...decks, ...decks, '--vs', 'solo-quick'])).toBe(
      "--vs is for --mode coop (the Solo AIs' settings)",
    );
  });
});
