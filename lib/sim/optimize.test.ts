import { describe, expect, it } from 'vitest';
import { CARDS, PRECONSTRUCTED } from '../cards';
import { encodeDeck } from '../decks';
import { canonicalCards } from './deckInput';
import {
  optimizeDeck,
  pairedInterval,
  pairedZ,
  SCREEN_BUDGET,
  singleSwaps,
  type OptimizeOptions,
  type Suggestion,
} from './optimize';
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
    const swaps = singleSwaps(
      deck,
      CARDS.map((c) => c.slug),
    );
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
  const name = (s: { out: string; in: string }) => `${s.out}>${s.in}`;

  it('screens the swaps: within its budget, the same top three among the exhaustive top five, a total that only shrinks once', async () => {
    const totals: number[] = [];
    const seen: number[] = [];
    const race = await optimizeDeck({
      ...base,
      games: 80,
      onProgress: (done, total) => {
        seen.push(done);
        totals.push(total);
      },
    });
    const full = await optimizeDeck({ ...base, games: 80, exhaustive: true });
    expect(race.tested).toBe(8 * pool.filter((c) => !deck.includes(c)).length);
    expect(race.exhaustiveGames).toBe(race.tested * 80);
    expect(race.screenedGames).toBeLessThanOrEqual(SCREEN_BUDGET * race.exhaustiveGames);
    expect(race.gamesPlayed).toBe(race.screenedGames + race.confirmedGames);
    expect(full.screenedGames).toBe(full.exhaustiveGames + 80);
    const top5 = full.ranking.slice(0, 5).map(name);
    for (const s of race.ranking.slice(0, 3)) expect(top5).toContain(name(s));
    // The screen's finalists played exactly the games the exhaustive run gave them.
    for (const s of race.ranking) expect(full.ranking.find((f) => name(f) === name(s))?.gain).toBe(s.gain);
    expect(new Set(totals.slice(1)).size).toBeLessThanOrEqual(2);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(seen.at(-1)).toBe(race.gamesPlayed);
    expect(totals.at(-1)).toBe(race.gamesPlayed);
    expect(seen[0]).toBe(0);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  }, 300_000);

  it('the same seed gives the same suggestions, judged by the fresh games of the same bot only', async () => {
    const small = { ...base, games: 24 };
    const shown: Suggestion[][] = [];
    const a = await optimizeDeck({ ...small, onSuggestions: (s) => shown.push(s) });
    const b = await optimizeDeck(small);
    expect(b.suggestions).toEqual(a.suggestions);
    expect(a.suggestions.length).toBeGreaterThanOrEqual(3);
    expect(shown.at(-1)).toEqual(a.suggestions);
    const sizes = shown.map((s) => s.length);
    expect(sizes[0]).toBeGreaterThan(0);
    expect(new Set(sizes).size).toBe(sizes.length);
    expect(sizes).toEqual([...sizes].sort((x, y) => x - y));
    expect(a.suggestions.map((s) => s.gain)).toEqual([...a.suggestions.map((s) => s.gain)].sort((x, y) => y - x));
    for (const s of a.suggestions.slice(0, 2)) {
      const fresh = simulateGames({
        deck: { cards: s.cards },
        opponent: 'solo-quick',
        bot: 'greedy',
        games: 24,
        from: 24,
        seed: 3,
      });
      expect(fresh.wins).toBe(s.wins);
      expect(s.games).toBe(24);
      expect(s.gainCi95[0]).toBeLessThanOrEqual(s.gain);
      expect(s.clear).toBe(s.z > 1.96 && s.gain > 0);
    }
    expect(a.baseline.wins).toBe(
      simulateGames({
        deck: { cards: canonicalCards(encodeDeck(deck)) },
        opponent: 'solo-quick',
        bot: 'greedy',
        games: 24,
        from: 24,
        seed: 3,
      }).wins,
    );
  }, 300_000);

  it("screens with the fast bot and judges with the slow one, on the screen's seeds", async () => {
    const r = await optimizeDeck({ ...base, bot: 'search', games: 10, confirm: 3 });
    expect(r.screenBot).toBe('greedy');
    // Carried: at least the best three, at most `confirm`, every finalist whose interval reaches the best's lower bound.
    expect(r.suggestions).toHaveLength(3);
    expect(r.confirmedGames).toBe(4 * 10);
    const best = r.ranking[0].gainCi95[0];
    const carried = r.ranking.slice(0, 3).map(name);
    expect(r.suggestions.map(name).sort()).toEqual(carried.sort());
    expect(r.ranking.filter((c) => c.gainCi95[1] >= best).length).toBeGreaterThanOrEqual(1);
    const s = r.suggestions[0];
    expect(
      simulateGames({ deck: { cards: s.cards }, opponent: 'solo-quick', bot: 'search', games: 10, seed: 3 }).wins,
    ).toBe(s.wins);
  }, 300_000);

  it('can be cancelled', async () => {
    const controller = new AbortController();
    const run = optimizeDeck({
      ...base,
      bot: 'random',
      signal: controller.signal,
      onProgress: (d) => d >= 100 && controller.abort(),
    });
    await expect(run).rejects.toThrow(/cancelled/);
  });
});
