import { describe, expect, it } from 'vitest';
import { CARDS } from '@/lib/cards';
import { CARD_BITS_WORD, CARD_BITS_WORDS, cardBits } from './cardBits';
import { cardIndex } from './cardIndex';

describe('cardBits', () => {
  it('sets one bit per card at its stable index, every official card within the columns', () => {
    const all = cardBits(CARDS.map((c) => c.slug));
    expect(all.outside).toEqual([]);
    const ones = all.words.reduce(
      (n, w) =>
        n +
        w
          .toString(2)
          .split('')
          .filter((b) => b === '1').length,
      0,
    );
    expect(ones).toBe(CARDS.length);
    expect(all.words.every((w) => w >= 0n && w < 1n << BigInt(CARD_BITS_WORD))).toBe(true);
    const baron = cardIndex('baron')!;
    expect(cardBits(['baron']).words[Math.floor(baron / CARD_BITS_WORD)]).toBe(1n << BigInt(baron % CARD_BITS_WORD));
  });

  it('keeps aside what has no index (a test slug, a card of a future set)', () => {
    expect(cardBits(['no-such-card', 'baron'])).toMatchObject({ outside: ['no-such-card'] });
    expect(cardBits([]).words).toEqual(Array(CARD_BITS_WORDS).fill(0n));
  });
});
