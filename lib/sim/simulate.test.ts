import { describe, expect, it } from 'vitest';
import { PRECONSTRUCTED } from '../cards';
import { simulateGames, resultOf, runGames, type SimulateOptions } from './simulate';
import { mergeTotals } from './stats';

const deck1 = { cards: PRECONSTRUCTED[0].cards };
const base: SimulateOptions = { deck: deck1, opponent: 'solo-quick', bot: 'random', games: 120, seed: 42 };

describe('simulateGames', () => {
  it('counts every game once and reports a Wilson interval around the win rate', () => {
    const r = simulateGames({ ...base, bot: 'greedy', games: 80 });
    expect(r.games).toBe(80);
    expect(r.wins + r.losses + r.capped).toBe(80);
    expect(r.winRate).toBe(r.wins / 80);
    expect(r.ci95[0]).toBeLessThanOrEqual(r.winRate);
    expect(r.ci95[1]).toBeGreaterThanOrEqual(r.winRate);
    expect(r.avgTurns).toBeGreaterThan(1);
    expect(Object.values(r.totals.turnHistogram).reduce((a, b) => a + b, 0)).toBe(80);
    expect(Object.values(r.totals.winHistogram).reduce((a, b) => a + b, 0)).toBe(r.wins);
  });

  it('chunked runs merge into exactly the totals of one run', () => {
    const whole = runGames(base);
    const parts = [
      runGames({ ...base, from: 70, games: 50 }),
      runGames({ ...base, from: 0, games: 33 }),
      runGames({ ...base, from: 33, games: 37 }),
    ];
    const merged = parts.reduce(mergeTotals);
    expect(resultOf(merged)).toEqual(resultOf(whole));
  });

  it('the same seed gives the same games; another seed other games', () => {
    const a = simulateGames({ ...base, bot: 'greedy', games: 40 });
    const b = simulateGames({ ...base, bot: 'greedy', games: 40 });
    expect(b).toEqual(a);
    const c = simulateGames({ ...base, bot: 'greedy', games: 40, seed: 43 });
    expect(c.totals).not.toEqual(a.totals);
  });

  it('counts per-card plays, damage dealt and destructions for the deck only', () => {
    const r = simulateGames({ ...base, bot: 'greedy', games: 40 });
    const slugs = Object.keys(r.perCard);
    expect(slugs.length).toBeGreaterThan(4);
    for (const slug of slugs) expect(deck1.cards).toContain(slug);
    const sum = (k: 'played' | 'damageDealt' | 'destroyed') => slugs.reduce((n, s) => n + r.perCard[s][k], 0);
    expect(sum('played')).toBeGreaterThan(40);
    expect(sum('damageDealt')).toBeGreaterThan(0);
    expect(sum('destroyed')).toBeGreaterThan(0);
  });

  it('reports games stopped by the turn cap as capped, neither won nor lost', () => {
    const r = simulateGames({ ...base, games: 20, turnCap: 3 });
    expect(r.capped).toBe(20);
    expect(r.wins + r.losses).toBe(0);
  });

  it('plays Solo Custom Play and duels against another deck', () => {
    const custom = simulateGames({
      ...base,
      bot: 'greedy',
      games: 60,
      opponent: {
        soloConfig: { level: 10, fixedMana: 10, manaPerCreature: 2, resistance: true, abilities: ['rage', 'berserk'] },
      },
    });
    const quick = simulateGames({ ...base, bot: 'greedy', games: 60 });
    expect(custom.wins).toBeLessThan(quick.wins);
    const duel = simulateGames({ ...base, games: 60, opponent: { deck: { cards: PRECONSTRUCTED[1].cards } } });
    expect(duel.wins).toBeGreaterThan(5);
    expect(duel.losses).toBeGreaterThan(5);
  });

  it('plays any 8 cards against the Solo AI, with an inline Champion under Custom Play', () => {
    const cards = ['baron', 'brute', 'zombie', 'ogre', 'troll', 'gnome', 'scribe', 'alpha'];
    const r = simulateGames({
      ...base,
      deck: { cards, champion: { name: 'Hero', type: 'creature', mana: 3, attack: 3, health: 3 } },
      opponent: { soloConfig: { level: 1, fixedMana: 9, champion: true } },
    });
    expect(r.games).toBe(120);
    expect(() => simulateGames({ ...base, deck: { cards: cards.slice(0, 7) } })).toThrow(/8 cards/);
  });

  it('reports progress and stops when cancelled', () => {
    const seen: number[] = [];
    simulateGames({ ...base, games: 300, onProgress: (done) => seen.push(done) });
    expect(seen.at(-1)).toBe(300);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    const controller = new AbortController();
    expect(() =>
      simulateGames({
        ...base,
        games: 300,
        signal: controller.signal,
        onProgress: (done) => done >= 30 && controller.abort(),
      }),
    ).toThrow(/cancelled/);
  });
});
