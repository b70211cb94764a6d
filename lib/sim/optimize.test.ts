import { describe, expect, it } from 'vitest';
import { CARDS, PRECONSTRUCTED } from '../cards';
import { optimizeDeck, pairedInterval, pairedZ, singleSwaps, type OptimizeOptions } from './optimize';
import { simulateGames } from './simulate';

describe('pairedZ and pairedInterval', () => {
  it('count only the games where the two decks differ', () => {
    expect(pairedZ(new Uint8Array([1, 1, 0, 1]), new Uint8Array([1, 0, 0, 1]))).toBe(1);
    expect(pairedZ(new Uint8Array([1, 0]), new Uint8Array([1, 0]))).toBe(0);
    expect(pairedZ(new Uint8Array(9).fill(1), new Uint8Array(9))).toBe(3);
    expect(pairedZ(new Uint8Array(9), new Uint8Array(9).fill(1))).toBe(-3);
    expect(pairedInterval(new Uint8Array([1, 0]), new Uint8Array([1, 0]))).toEqual([0, 0]);
    const [lo, hi] = pairedInterval(new Uint8Array([1, 1, 0, 1]), new Uint8Array([1, 0, 0, 1]));
    expect(lo).toBeLessThan(0.25);
    expect(hi).toBeGreaterThan(0.25);
  });
});

describe('singleSwaps', () => {
  it('replaces each card by each pool card not in the deck', () => {
    const deck = PRECONSTRUCTED[0].cards;
    const swaps = singleSwaps(deck, CARDS.map((c) => c.slug));
    expect(swaps).toHaveLength(8 * (CARDS.length - 8));
    for (const s of swaps.slice(0, 50)) {
      expect(s.cards).toHaveLength(8);
      expect(s.cards).toContain(s.in);
      expect(s.cards).not.toContain(s.out);
    }
  });
});

describe('optimizeDeck', () => {
  // Preconstructed deck 3 and a small pool: every 18th card.
  const deck = PRECONSTRUCTED[2].cards;
  const pool = CARDS.filter((_, i) => i % 18 === 0).map((c) => c.slug);
  const base: OptimizeOptions = { deck, opponent: 'solo-quick', bot: 'greedy', games: 40, seed: 3, pool, confirm: 3 };

  it('races the swaps: at most a quarter of the exhaustive games, the same top three among its top five, a fixed progress total', async () => {
    const totals = new Set<number>();
    const seen: number[] = [];
    const race = await optimizeDeck({ ...base, onProgress: (done, total) => { seen.push(done); totals.add(total); } });
    const full = await optimizeDeck({ ...base, exhaustive: true });
    expect(race.tested).toBe(8 * pool.filter((c) => !deck.includes(c)).length);
    expect(race.exhaustiveGames).toBe(race.tested * 40);
    expect(race.gamesPlayed).toBeLessThanOrEqual(race.exhaustiveGames / 4);
    expect(full.gamesPlayed).toBeGreaterThan(race.exhaustiveGames);
    const top5 = full.ranking.slice(0, 5).map((s) => `${s.out}>${s.in}`);
    for (const s of race.ranking.slice(0, 3)) expect(top5).toContain(`${s.out}>${s.in}`);
    expect(totals.size).toBe(1);
    expect(seen.at(-1)).toBe(race.gamesPlayed);
    expect([...totals][0]).toBe(race.gamesPlayed);
    expect(seen[0]).toBe(0);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  }, 300_000);

  it('the same seed gives the same suggestions, whose wins their own simulation confirms', async () => {
    const small = { ...base, games: 24 };
    const a = await optimizeDeck(small);
    const b = await optimizeDeck(small);
    expect(b.suggestions).toEqual(a.suggestions);
    expect(a.suggestions.length).toBeGreaterThan(0);
    expect(a.suggestions.map((s) => s.gain)).toEqual([...a.suggestions.map((s) => s.gain)].sort((x, y) => y - x));
    for (const s of a.suggestions.slice(0, 2)) {
      expect(simulateGames({ deck: { cards: s.cards }, opponent: 'solo-quick', bot: 'greedy', games: 48, seed: 3 }).wins).toBe(s.wins);
      expect(s.gainCi95[0]).toBeLessThanOrEqual(s.gain);
      expect(s.clear).toBe(s.z > 1.96 && s.gain > 0);
    }
  }, 300_000);

  it('can be cancelled', async () => {
    const controller = new AbortController();
    const run = optimizeDeck({ ...base, bot: 'random', signal: controller.signal, onProgress: (d) => d >= 100 && controller.abort() });
    await expect(run).rejects.toThrow(/cancelled/);
  });
});
