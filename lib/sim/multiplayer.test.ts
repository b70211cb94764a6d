import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '../cards';
import { playGame } from './game';
import { simulateMultiplayer, type MultiplayerSimOptions } from './multiplayer';
import { botOf, gameSeeds } from './simulate';

const [d1, d2, d3, d4] = PRECONSTRUCTED.map((d) => ({ cards: [...d.cards] }));
const base: MultiplayerSimOptions = {
  mode: 'ffa',
  decks: { A: d1, B: d2, C: d3, D: d4 },
  bot: 'random',
  games: 12,
  seed: 5,
};

describe('simulateMultiplayer (Rulebook v1.1 · Multiplayer Modes)', () => {
  it("Free-For-All: counts each seat's wins, game by game as playGame plays them, and a seed reproduces the run", () => {
    const r = simulateMultiplayer(base);
    expect(r).toEqual(simulateMultiplayer(base));
    expect(Object.keys(r.wins)).toEqual(['A', 'B', 'C', 'D']);
    const bot = botOf('random');
    const expected: Record<string, number> = { A: 0, B: 0, C: 0, D: 0 };
    let turns = 0;
    for (let k = 0; k < base.games; k++) {
      const seeds = gameSeeds(base.seed, k);
      const decks = { A: d1.cards, B: d2.cards, C: d3.cards, D: d4.cards };
      const g = playGame(
        { mode: 'ffa', format: 'constructed', decks, seed: seeds.game },
        { A: bot, B: bot, C: bot, D: bot },
        seeds.bots,
      );
      turns += g.turns;
      if (g.winner) expected[g.winner]++;
    }
    expect(r.wins).toEqual(expected);
    expect(r.avgTurns).toBeCloseTo(turns / base.games, 10);
    expect(Object.values(r.wins).reduce((a, b) => a + b, 0) + r.capped).toBe(base.games);
  });

  it('Team Play: counts wins by team, A with C and B with D', () => {
    const r = simulateMultiplayer({ ...base, mode: 'teams', bot: 'greedy', games: 6 });
    expect(Object.keys(r.wins)).toEqual(['AC', 'BD']);
    expect(r.wins.AC + r.wins.BD + r.capped).toBe(6);
    expect(r.mode).toBe('teams');
  });
});
