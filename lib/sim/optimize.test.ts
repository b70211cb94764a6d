import { describe, expect, it } from 'vitest';
import { CARDS, PRECONSTRUCTED } from '../cards';
import { optimizeDeck, pairedZ, singleSwaps } from './optimize';
import { simulateGames } from './simulate';

describe('pairedZ', () => {
  it('counts only the games where the two decks differ', () => {
    expect(pairedZ(new Uint8Array([1, 1, 0, 1]), new Uint8Array([1, 0, 0, 1]))).toBe(1);
    expect(pairedZ(new Uint8Array([1, 0]), new Uint8Array([1, 0]))).toBe(0);
    expect(pairedZ(new Uint8Array(9).fill(1), new Uint8Array(9))).toBe(3);
    expect(pairedZ(new Uint8Array(9), new Uint8Array(9).fill(1))).toBe(-3);
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
  // A deliberately weak deck: the cheapest cards of the pool.
  const weak = [...CARDS].sort((a, b) => a.mana - b.mana || a.slug.localeCompare(b.slug)).slice(0, 8).map((c) => c.slug);
  const strong = [...CARDS].filter((c) => c.type === 'creature').sort((a, b) => (b.attack as number) + (b.health ?? 0) - (a.attack as number) - (a.health ?? 0)).slice(0, 2).map((c) => c.slug);

  it('finds swaps that beat the noise, with codes whose own simulation agrees', async () => {
    const progress: number[] = [];
    const r = await optimizeDeck({ deck: weak, opponent: 'solo-quick', bot: 'greedy', games: 24, seed: 3, pool: strong, onProgress: (d) => progress.push(d) });
    expect(r.tested).toBe(8 * strong.filter((c) => !weak.includes(c)).length);
    expect(r.suggestions.length).toBeGreaterThan(0);
    expect(progress).toEqual(progress.map((_, i) => i + 1));
    expect(progress.length).toBeGreaterThanOrEqual(2 + r.tested + r.suggestions.length);
    for (const s of r.suggestions.slice(0, 2)) {
      expect(s.wins).toBeGreaterThan(s.baselineWins);
      expect(s.z).toBeGreaterThan(1.96);
      const again = simulateGames({ deck: { cards: s.cards }, opponent: 'solo-quick', bot: 'greedy', games: 48, seed: 3 });
      expect(again.wins).toBe(s.wins);
    }
    expect(r.suggestions.map((s) => s.gain)).toEqual([...r.suggestions.map((s) => s.gain)].sort((a, b) => b - a));
  });

  it('can be cancelled', async () => {
    const controller = new AbortController();
    const run = optimizeDeck({ deck: weak, opponent: 'solo-quick', bot: 'random', games: 20, seed: 1, pool: strong, signal: controller.signal, onProgress: (d) => d === 5 && controller.abort() });
    await expect(run).rejects.toThrow(/cancelled/);
  });
});
