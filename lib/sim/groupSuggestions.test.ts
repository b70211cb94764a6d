import { describe, expect, it } from 'vitest';
import { groupSuggestions } from './groupSuggestions';
import type { Suggestion } from './optimize';

const s = (out: string, card: string, gain: number, clear = true): Suggestion => ({
  out,
  in: card,
  cards: [],
  code: `${out}-${card}`,
  games: 200,
  wins: 0,
  baselineWins: 0,
  gain,
  gainCi95: [gain - 0.05, gain + 0.05],
  winRate: 0.5 + gain,
  ci95: [0.4, 0.6],
  z: clear ? 2.5 : 0.5,
  clear,
  screenGain: gain,
});

describe('groupSuggestions', () => {
  it('groups clear gains by the card going out, best group and best swap first, a few per card', () => {
    const groups = groupSuggestions(
      [
        s('troll', 'ogre', 0.061),
        s('boom', 'baron', 0.07),
        s('troll', 'baron', 0.054),
        s('troll', 'alpha', 0.03),
        s('troll', 'gnome', 0.02),
        s('troll', 'zombie', 0.09, false),
      ],
      3,
    );
    expect(groups.map((g) => g.out)).toEqual(['boom', 'troll']);
    expect(groups[1].best.map((x) => x.in)).toEqual(['ogre', 'baron', 'alpha']);
  });

  it('is empty when no swap is a clear gain', () => {
    expect(groupSuggestions([s('troll', 'ogre', 0.04, false)])).toEqual([]);
  });
});
